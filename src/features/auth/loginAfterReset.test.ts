import { afterEach, describe, expect, test } from 'vitest';
import { handPhoneToLogin, takePhoneAfterReset } from './loginAfterReset';

afterEach(() => sessionStorage.clear());

describe('the phone handed from a password reset to the login form', () => {
  test('is taken once, in the stored form', () => {
    handPhoneToLogin('+62 812-3456-7890');
    expect(takePhoneAfterReset()).toBe('081234567890');
    expect(takePhoneAfterReset()).toBeNull();
  });

  test('is ignored when it is not a phone (planted in storage by hand)', () => {
    for (const planted of ['"<img src=x onerror=alert(1)>"', '"0812\\u0000345678"', '42', '{']) {
      sessionStorage.setItem('phoneAfterReset', planted);
      expect(takePhoneAfterReset()).toBeNull();
      expect(sessionStorage.getItem('phoneAfterReset')).toBeNull();
    }
  });
});
