import { CHECK_CONNECTION } from '@/lib/connectionTexts';
import { NETWORK_FAILURE_STATUS, toApiError } from './apiError';

/** Why a call failed, in words a shopper can act on: said after what did not happen. */
export const FAILURE_REASONS = {
  offline: CHECK_CONNECTION,
  server: 'Terjadi kesalahan pada server, coba beberapa saat lagi.',
  generic: 'Silakan coba lagi.',
} as const;

/**
 * Why a call failed, for a screen that words its own failures: the gateway's 4xx
 * descriptions are written for shoppers ('Kota X tidak ada di provinsi Y.'); a server fault
 * or a lost connection gets the shop's own sentence instead of SPEC §8's English dialog text.
 */
export function failureReason(cause: unknown): string {
  const error = toApiError(cause);
  if (error.status === NETWORK_FAILURE_STATUS) return FAILURE_REASONS.offline;
  if (error.error === 'invalid_response') return error.userMessage;
  if (error.status >= 500) return FAILURE_REASONS.server;
  if (error.status >= 400 && error.description.trim() !== '') return error.description.trim();
  return FAILURE_REASONS.generic;
}
