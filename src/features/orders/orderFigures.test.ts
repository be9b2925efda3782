import { describe, expect, test } from 'vitest';
import type { OrderLine } from '@/api/orders';
import { deliveryOf, itemsTotal } from './orderFigures';

const line = (lineTotal: number) => ({ lineTotal }) as OrderLine;

test('itemsTotal adds the line totals', () => {
  expect(itemsTotal({ details: [line(275500), line(120000)] })).toBe(395500);
  expect(itemsTotal({ details: [] })).toBe(0);
});

describe('deliveryOf', () => {
  test('a shipped order has its courier, ETA and rate', () => {
    expect(
      deliveryOf({ logisticService: 'JNE - REG', logisticETADays: '2 - 3', logisticRate: 9000 }),
    ).toEqual({ service: 'JNE - REG', etaDays: '2-3', rate: 9000 });
  });

  test.each([null, undefined, '', '  '])(
    'no courier (%j) is an order collected at a branch',
    (s) => {
      expect(
        deliveryOf({ logisticService: s, logisticETADays: null, logisticRate: null }),
      ).toBeNull();
    },
  );

  test('an ETA already in days is not said twice', () => {
    expect(
      deliveryOf({ logisticService: 'JNE - YES', logisticETADays: '1 Hari', logisticRate: 20000 })
        ?.etaDays,
    ).toBe('1');
  });

  test.each([null, '', '0', 'segera', '-3', '2-'])('an ETA of %j is not shown', (eta) => {
    expect(
      deliveryOf({ logisticService: 'TIKI - REG', logisticETADays: eta, logisticRate: 9000 })
        ?.etaDays,
    ).toBeNull();
  });

  test.each([null, undefined, -5, Number.NaN])('a rate of %j counts as free', (rate) => {
    expect(
      deliveryOf({ logisticService: 'POS - Reguler', logisticETADays: '4', logisticRate: rate })
        ?.rate,
    ).toBe(0);
  });
});
