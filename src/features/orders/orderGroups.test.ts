import { describe, expect, test } from 'vitest';
import { ORDER_GROUP_OPTIONS, orderGroupOption } from './orderGroups';

describe('orderGroupOption', () => {
  test('each status value names its gateway list and its empty text', () => {
    expect(orderGroupOption('menunggu_pembayaran')).toMatchObject({
      label: 'Menunggu Pembayaran',
      group: 'outstanding',
      emptyTitle: 'Oops, Tidak ada data outstanding!',
    });
    expect(orderGroupOption('sedang_diproses')).toMatchObject({
      label: 'Sedang Diproses',
      group: 'paidOrPending',
      emptyTitle: 'Oops, Tidak ada data paid or pending!',
    });
    expect(orderGroupOption('order_history')).toMatchObject({
      label: 'Order History',
      group: 'delivered',
      emptyTitle: 'Oops, Tidak ada data delivered!',
    });
  });

  test.each([null, undefined, '', 'delivered', 'ORDER_HISTORY', 'toString', '__proto__'])(
    '%s falls back to Menunggu Pembayaran',
    (status) => {
      expect(orderGroupOption(status).id).toBe('menunggu_pembayaran');
    },
  );

  test('the dropdown lists the three groups in the spec order, the default first', () => {
    expect(ORDER_GROUP_OPTIONS.map((option) => option.id)).toEqual([
      'menunggu_pembayaran',
      'sedang_diproses',
      'order_history',
    ]);
  });
});
