import { type ApiError, failureReason as shopperReason } from '@/api/errors';
import { failureTexts } from './texts';

/** The address is not (or no longer) the shopper's to see: removed, or someone else's. */
export function isMissingAddress(error: ApiError): boolean {
  return error.status === 404 || error.status === 403;
}

/** Why an address call failed, after a sentence saying what did not happen. */
export function failureMessage(whatFailed: string, error: ApiError): string {
  return `${whatFailed} ${failureReason(error)}`;
}

/**
 * Why a call failed, on its own: for a state that already says what did not load. An
 * address that is gone says so; everything else as every screen says it (api/errors).
 */
export function failureReason(error: ApiError): string {
  return isMissingAddress(error) ? failureTexts.gone : shopperReason(error);
}
