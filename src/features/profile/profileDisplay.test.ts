import { describe, expect, it } from 'vitest';
import { displayName, needsShippingAddress, profileTabFrom } from './profileDisplay';

describe('displayName', () => {
  it('shows first and last name', () => {
    expect(displayName('Siti', 'Rahayu')).toBe('Siti Rahayu');
  });

  it('puts a dash for each empty part', () => {
    expect(displayName('Siti', '')).toBe('Siti -');
    expect(displayName('', 'Rahayu')).toBe('- Rahayu');
    expect(displayName('  ', null)).toBe('- -');
    expect(displayName(undefined, undefined)).toBe('- -');
  });

  it('trims what surrounds a name', () => {
    expect(displayName(' Siti ', ' Rahayu')).toBe('Siti Rahayu');
  });
});

describe('profileTabFrom', () => {
  it('opens the tab the query names', () => {
    expect(profileTabFrom('pesanan')).toBe('pesanan');
    expect(profileTabFrom('profile')).toBe('profile');
    expect(profileTabFrom('alamat')).toBe('alamat');
    expect(profileTabFrom('blend')).toBe('blend');
  });

  it('falls back to Pesanan Saya for anything else', () => {
    expect(profileTabFrom(null)).toBe('pesanan');
    expect(profileTabFrom('')).toBe('pesanan');
    expect(profileTabFrom('Alamat')).toBe('pesanan');
    expect(profileTabFrom('toString')).toBe('pesanan');
  });
});

describe('needsShippingAddress', () => {
  const one = [{ alias: 'adr-1' }];

  it('follows the address list once it answered', () => {
    expect(needsShippingAddress({ listed: [], listFailed: false, fromProfile: undefined })).toBe(
      true,
    );
    expect(needsShippingAddress({ listed: one, listFailed: false, fromProfile: [] })).toBe(false);
  });

  it("falls back to the profile's addresses when the list failed", () => {
    expect(needsShippingAddress({ listed: undefined, listFailed: true, fromProfile: [] })).toBe(
      true,
    );
    expect(needsShippingAddress({ listed: undefined, listFailed: true, fromProfile: one })).toBe(
      false,
    );
  });

  it('says nothing while nothing is known', () => {
    expect(needsShippingAddress({ listed: undefined, listFailed: false, fromProfile: [] })).toBe(
      false,
    );
    expect(
      needsShippingAddress({ listed: undefined, listFailed: true, fromProfile: undefined }),
    ).toBe(false);
  });
});
