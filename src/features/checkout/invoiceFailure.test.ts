import { describe, expect, test } from 'vitest';
import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { invoiceFailure } from './invoiceFailure';

function failure(status: number, description = '') {
  return new ApiError({ status, error: 'x', description, userMessage: 'x' });
}

const SPEC = 'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti';

describe('invoiceFailure', () => {
  test("SPEC §8's text, spelled 'pembayaran', opens every message", () => {
    for (const status of [NETWORK_FAILURE_STATUS, 400, 403, 409, 500, 503]) {
      expect(invoiceFailure(failure(status, 'why')).message.startsWith(`${SPEC}. `)).toBe(true);
    }
    expect(SPEC).not.toContain('pemyaran');
  });

  test('offline or a server fault: the same invoice may go through on a retry', () => {
    expect(invoiceFailure(failure(NETWORK_FAILURE_STATUS))).toEqual({
      message: `${SPEC}. Periksa koneksi internetmu lalu coba lagi.`,
      canRetry: true,
      reload: ['cart'],
    });
    expect(invoiceFailure(failure(502)).canRetry).toBe(true);
  });

  test("a refused address: the gateway's words, the addresses and cart reloaded, no retry", () => {
    expect(
      invoiceFailure(failure(400, 'Alamat pengiriman tidak ada di daftar alamat kamu.')),
    ).toEqual({
      message: `${SPEC}. Alamat pengiriman tidak ada di daftar alamat kamu.`,
      canRetry: false,
      reload: ['cart', 'addresses'],
    });
  });

  test('a changed cart: reloaded and said so, no retry of the stale invoice', () => {
    const { message, canRetry, reload } = invoiceFailure(failure(409, 'Jumlah berbeda.'));
    expect(message).toContain('Isi keranjangmu berubah');
    expect(canRetry).toBe(false);
    expect(reload).toEqual(['cart']);
  });
});
