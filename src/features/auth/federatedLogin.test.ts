import { afterEach, describe, expect, test } from 'vitest';
import {
  familyNameOf,
  forgetFederatedLogin,
  readFederatedLogin,
  saveFederatedLogin,
} from './federatedLogin';

const dewi = {
  givenName: 'Dewi',
  name: 'Dewi Lestari',
  userId: 'google-123',
  email: 'dewi@example.com',
  accessToken: 'kopi_federated',
};

afterEach(() => sessionStorage.clear());

describe('federated login data', () => {
  test('is kept in session storage until forgotten', () => {
    expect(readFederatedLogin()).toBeNull();
    expect(saveFederatedLogin(dewi)).toBe(true);
    expect(readFederatedLogin()).toEqual(dewi);
    expect(localStorage.length).toBe(0);
    forgetFederatedLogin();
    expect(readFederatedLogin()).toBeNull();
  });

  test('stored data of another shape counts as none', () => {
    sessionStorage.setItem('federatedLogin', JSON.stringify({ ...dewi, userId: '' }));
    expect(readFederatedLogin()).toBeNull();
    sessionStorage.setItem('federatedLogin', '{not json');
    expect(readFederatedLogin()).toBeNull();
    for (const wrong of [
      { ...dewi, givenName: 7 },
      { ...dewi, accessToken: undefined },
      [dewi],
      null,
    ]) {
      sessionStorage.setItem('federatedLogin', JSON.stringify(wrong));
      expect(readFederatedLogin()).toBeNull();
    }
  });

  test('stored data keeps only the fields the screen knows', () => {
    sessionStorage.setItem('federatedLogin', JSON.stringify({ ...dewi, picture: 'x.png' }));
    expect(readFederatedLogin()).toStrictEqual(dewi);
  });
});

describe('familyNameOf', () => {
  test.each([
    [{ givenName: 'Dewi', name: 'Dewi Lestari' }, 'Lestari'],
    [{ givenName: 'Dewi', name: 'Dewi Ayu Lestari' }, 'Ayu Lestari'],
    [{ givenName: 'Dewi', name: 'Dewi' }, ''],
    [{ givenName: 'Min-jun', name: 'Kim Min-jun' }, 'Kim'],
    [{ givenName: '', name: 'Andi Pratama' }, 'Andi Pratama'],
  ])('%j → %j', (login, family) => {
    expect(familyNameOf(login)).toBe(family);
  });
});
