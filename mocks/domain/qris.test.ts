import { describe, expect, it } from 'vitest';
import { DEMO_QRIS_MERCHANT_ID, parseQris, payableQrValue } from '@/lib/qris';
import { qrisPayload } from './qris';

describe('the QRIS the mock issues', () => {
  it.each([[404_500], [1], [12_345.5]])(
    'is a payload the shop draws, asking for exactly Rp %d (tag 54)',
    (amount) => {
      const payload = qrisPayload(amount, 'SO-2026-000131');
      const fields = parseQris(payload);
      expect(fields).not.toBeNull();
      expect(Number(fields?.get('54'))).toBe(amount);
      expect(fields?.get('01')).toBe('12');
      expect(payableQrValue(payload, { merchantId: DEMO_QRIS_MERCHANT_ID, amount })).toBe(payload);
    },
  );
});
