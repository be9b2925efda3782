import { qrisPayload } from '@mocks/domain/qris';
import { describe, expect, it } from 'vitest';
import { configuredQrisMerchant } from './configuration';
import { orderQrValue } from './qris';

describe("an order's QRIS", () => {
  it("is drawn for the build's merchant: in a mock build, the demo's, which the mock issues", () => {
    const payload = qrisPayload(404_500, 'SO-2026-000131');
    expect(orderQrValue(payload, 404_500)).toBe(payload);
    expect(orderQrValue(payload, 404_000)).toBeNull();
  });

  it('names the merchant the build is configured with, VITE_QRIS_MERCHANT_ID', () => {
    expect(configuredQrisMerchant(' ID2024000000042 ')).toBe('ID2024000000042');
    expect(configuredQrisMerchant('')).toBe('ID1026000001234');
  });
});
