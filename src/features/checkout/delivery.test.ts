import { TEBET } from '@kit/demo';
import { describe, expect, test } from 'vitest';
import { deliveryAddress, type ShipmentAddress } from '@/api/addresses';
import { serviceOffers } from '@/api/shipping';
import { etdDays, regionLine } from './delivery';

function address(alias: string, fields: Partial<ShipmentAddress> = {}): ShipmentAddress {
  return {
    alias,
    name: alias,
    pic: 'Siti Rahayu',
    mobileNumber: '081234567890',
    line1: '',
    line2: 'Jl. Mawar No. 1',
    ...TEBET,
    isDefault: false,
    ...fields,
  };
}

describe('deliveryAddress', () => {
  const home = address('rumah', { isDefault: true });
  const office = address('kantor');

  test('the default, else the first (SPEC §2 Checkout)', () => {
    expect(deliveryAddress([office, home], null)).toBe(home);
    expect(deliveryAddress([office, address('kos')], null)).toBe(office);
    expect(deliveryAddress([], null)).toBeUndefined();
  });

  test("the shopper's choice while it is still saved", () => {
    expect(deliveryAddress([home, office], 'kantor')).toBe(office);
    // Deleted in another tab: back to the default, never to nothing.
    expect(deliveryAddress([home], 'kantor')).toBe(home);
  });
});

test('regionLine reads as the address book writes it, with all five postal digits', () => {
  expect(regionLine(address('a', { postalCode: '1281' }))).toBe(
    'Tebet, Jakarta Selatan, DKI Jakarta 01281',
  );
});

test('serviceOffers keeps each service with its first price, and drops one without', () => {
  expect(
    serviceOffers([
      {
        service: 'REG',
        description: 'Layanan Reguler',
        cost: [{ value: 9000, etd: '1-2', note: '' }],
      },
      { service: 'YES', description: 'Yakin Esok Sampai', cost: [] },
    ]),
  ).toEqual([{ service: 'REG', description: 'Layanan Reguler', cost: 9000, etd: '1-2' }]);
});

test.each([
  ['2-3', '2-3'],
  ['1-1', '1'],
  ['2-3 HARI', '2-3'],
  ['3', '3'],
  ['', null],
  ['-', null],
])('etdDays(%j) is %j', (etd, days) => {
  expect(etdDays(etd)).toBe(days);
});
