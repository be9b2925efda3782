import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  handPhoneToLogin,
  phoneWithLiveCode,
  rememberCodeSent,
  takePhoneAfterReset,
} from './loginAfterReset';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

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

describe('the phone a reset code went to, kept for a reload of the code step', () => {
  test("is kept for the code's 10 minutes, then forgotten", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    rememberCodeSent('081234567890');
    vi.setSystemTime(Date.now() + 9 * 60 * 1000);
    expect(phoneWithLiveCode()).toBe('081234567890');
    vi.setSystemTime(Date.now() + 60 * 1000);
    expect(phoneWithLiveCode()).toBeNull();
  });

  test('is forgotten when the reset is done or the phone changed', () => {
    rememberCodeSent('081234567890');
    rememberCodeSent(null);
    expect(phoneWithLiveCode()).toBeNull();
  });

  test('is ignored when planted by hand', () => {
    for (const planted of [
      JSON.stringify({ phone: '<img src=x>', sentAt: Date.now() }),
      JSON.stringify({ phone: '081234567890', sentAt: Date.now() + 3_600_000 }),
      JSON.stringify({ phone: '081234567890' }),
      '"081234567890"',
    ]) {
      sessionStorage.setItem('passwordResetCodeSent', planted);
      expect(phoneWithLiveCode()).toBeNull();
    }
  });
});
