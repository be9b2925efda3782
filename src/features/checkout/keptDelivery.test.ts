import { afterEach, describe, expect, test } from 'vitest';
import {
  type DeliveryChoice,
  forgetKeptDelivery,
  keepDelivery,
  keptDelivery,
  NO_CHOICE,
  sessionOwner,
  stillValid,
} from './keptDelivery';

const KEY = 'checkoutDelivery';

const office: DeliveryChoice = {
  addressAlias: 'adr-siti-kantor',
  courier: 'jne',
  service: { addressAlias: 'adr-siti-kantor', courier: 'jne', code: 'REG' },
};

afterEach(() => sessionStorage.clear());

describe('sessionOwner', () => {
  test('tells sign-ins apart, and keeps nothing of the token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.siti-token-1';
    expect(sessionOwner(token)).toBe(sessionOwner(token));
    expect(sessionOwner(token)).not.toBe(sessionOwner('eyJhbGciOiJIUzI1NiJ9.dewi-token-1'));
    expect(sessionOwner(token)).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('keepDelivery and keptDelivery', () => {
  test("what one sign-in kept comes back to it, in the tab's session storage", () => {
    keepDelivery('siti', office);
    expect(keptDelivery('siti')).toEqual(office);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      owner: 'siti',
      choice: office,
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('another sign-in in the same tab never sees it', () => {
    keepDelivery('siti', office);
    expect(keptDelivery('dewi')).toBeNull();
  });

  test('forgotten once the order is placed', () => {
    keepDelivery('siti', office);
    forgetKeptDelivery();
    expect(keptDelivery('siti')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  test.each([
    ['not JSON', '{nope'],
    ['no owner', JSON.stringify({ choice: office })],
    ['no choice', JSON.stringify({ owner: 'siti' })],
    [
      'an address that is not text',
      JSON.stringify({ owner: 'siti', choice: { ...office, addressAlias: 7 } }),
    ],
    [
      'a service without its code',
      JSON.stringify({
        owner: 'siti',
        choice: { ...office, service: { addressAlias: 'a', courier: 'jne' } },
      }),
    ],
    ['a list', JSON.stringify([office])],
  ])('%s: nothing kept', (_, stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(keptDelivery('siti')).toBeNull();
  });

  test('an empty choice (nothing chosen yet) is a choice too', () => {
    keepDelivery('siti', NO_CHOICE);
    expect(keptDelivery('siti')).toEqual(NO_CHOICE);
  });
});

describe('stillValid', () => {
  const saved = [{ alias: 'adr-siti-rumah' }, { alias: 'adr-siti-kantor' }];

  test('whole while its address is still saved', () => {
    expect(stillValid(office, saved)).toBe(office);
    const defaultAddress = { ...NO_CHOICE, courier: 'jne' };
    expect(stillValid(defaultAddress, saved)).toBe(defaultAddress);
  });

  test('its address gone (deleted in another tab): nothing chosen, as a first visit', () => {
    expect(stillValid(office, [{ alias: 'adr-siti-rumah' }])).toEqual(NO_CHOICE);
    expect(stillValid(office, [])).toEqual(NO_CHOICE);
  });
});
