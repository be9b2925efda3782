import { NETWORK_FAILURE_STATUS, toApiError } from '@/api/errors';
import { cartTexts } from './texts';

/**
 * Why a cart call failed, in the shopper's words: the gateway's 400 descriptions are written
 * for shoppers; a server fault or a lost connection gets the cart's own sentence instead of
 * SPEC §8's English dialog text.
 */
export function failureReason(cause: unknown): string {
  const error = toApiError(cause);
  if (error.status === NETWORK_FAILURE_STATUS) return cartTexts.failure.offline;
  if (error.status >= 500) return cartTexts.failure.server;
  if (error.status >= 400 && error.description.trim() !== '') return error.description.trim();
  return cartTexts.failure.generic;
}
