import { type ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { failureTexts } from './texts';

/** The address is not (or no longer) the shopper's to see: removed, or someone else's. */
export function isMissingAddress(error: ApiError): boolean {
  return error.status === 404 || error.status === 403;
}

/**
 * Why an address call failed, after a sentence saying what did not happen. The gateway's
 * 400 descriptions are written for shoppers ('Kota X tidak ada di provinsi Y.'); a server
 * fault or a lost connection gets its own words instead of SPEC §8's English dialog text.
 */
export function failureMessage(whatFailed: string, error: ApiError): string {
  return `${whatFailed} ${failureReason(error)}`;
}

/** Why a call failed, on its own: for a state that already says what did not load. */
export function failureReason(error: ApiError): string {
  if (error.status === NETWORK_FAILURE_STATUS) return failureTexts.offline;
  if (error.status >= 500) return failureTexts.server;
  if (isMissingAddress(error)) return failureTexts.gone;
  if (error.status >= 400 && error.description.trim() !== '') return error.description.trim();
  return failureTexts.generic;
}
