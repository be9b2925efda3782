import { describe, expect, test } from 'vitest';
import type { OrderLine } from '@/api/orders';
import {
  blendCompositionOf,
  canReopenPayment,
  orderStateLabel,
  orderStateOf,
  paymentMethodOf,
} from './orderState';

const NOW = Date.parse('2026-11-22T12:00:00+07:00');
const due = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const LATER = due(3_600_000);
const EARLIER = due(-1);

describe('orderStateOf', () => {
  test.each([
    ['Open', LATER, 'unpaid'],
    ['Open', EARLIER, 'expired'],
    ['Paid', EARLIER, 'processing'],
    ['Pending', LATER, 'processing'],
    ['Delivered', EARLIER, 'done'],
    ['Expired', LATER, 'expired'],
    ['Dikirim', LATER, 'unknown'],
  ])('%s due %s is %s', (docStatus, docDueDate, state) => {
    expect(orderStateOf({ docStatus, docDueDate }, NOW)).toBe(state);
  });

  test('the shop’s words for each state; an unknown status as the gateway says it', () => {
    expect(orderStateLabel('unpaid', 'Open')).toBe('Menunggu Pembayaran');
    expect(orderStateLabel('processing', 'Paid')).toBe('Sedang Diproses');
    expect(orderStateLabel('done', 'Delivered')).toBe('Selesai');
    expect(orderStateLabel('unknown', 'Dikirim')).toBe('Dikirim');
  });
});

const online = {
  paymentMethod: 'online' as const,
  logisticService: 'JNE - REG',
  logisticETADays: '2',
  logisticRate: 9000,
  docStatus: 'Open',
  docDueDate: LATER,
};

describe('paying an order online again', () => {
  test('an older gateway that does not say how an order is paid is read by its courier', () => {
    const { paymentMethod: _, ...older } = online;
    expect(paymentMethodOf(older)).toBe('online');
    expect(paymentMethodOf({ ...older, logisticService: null })).toBe('branch');
  });

  test('only while it is unpaid, online, and the gateway does not say no', () => {
    expect(canReopenPayment(online, NOW)).toBe(true);
    expect(canReopenPayment({ ...online, canReopenPayment: false }, NOW)).toBe(false);
    expect(canReopenPayment({ ...online, docDueDate: EARLIER }, NOW)).toBe(false);
    expect(canReopenPayment({ ...online, docStatus: 'Paid' }, NOW)).toBe(false);
    expect(canReopenPayment({ ...online, paymentMethod: 'branch' }, NOW)).toBe(false);
  });
});

test('a blend line’s composition, in its components’ order; none for a shop product', () => {
  const product = { code: 'CB-1', name: 'Blend Pagi', basePrice: 1, sellPrice: 1, details: [] };
  const blend: Pick<OrderLine, 'product'> = {
    product: {
      ...product,
      productOptions: [
        { code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 75 },
        { code: 'GRIND-MEDIUM', name: 'Sedang', optionCategory: '6' },
        { code: 'BN-TMGR-250', name: 'Robusta Temanggung', percentage: 25 },
      ],
    },
  };
  expect(blendCompositionOf(blend)).toBe('75% Arabika Gayo, 25% Robusta Temanggung');
  expect(blendCompositionOf({ product })).toBeNull();
});
