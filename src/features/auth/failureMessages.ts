import { type ApiError, NETWORK_FAILURE_STATUS, toApiError } from '@/api/errors';
import type { FlowAlert } from '@/ui';
import { loginTexts, passwordResetTexts } from './texts';

/**
 * The reason a failed call gives the shopper, or null when the server gave none worth
 * showing. The gateway's error_description is written for shoppers ('Password salah.',
 * 'Nomor telepon sudah terdaftar.'); a server fault or a lost connection has its own words.
 */
export function failureReason(error: ApiError): string | null {
  if (error.status === NETWORK_FAILURE_STATUS) return error.userMessage;
  // Its description is the parser's, for developers.
  if (error.error === 'invalid_response') return error.userMessage;
  if (error.status >= 500) return loginTexts.serverDown;
  return error.description.trim() || null;
}

/**
 * The alert when creating an account failed (registering, completing a Google profile): the
 * screen's own words, then the reason when the gateway gave one.
 */
export function accountFailureAlert(
  error: unknown,
  texts: { failureTitle: string; failure: string },
): FlowAlert {
  const reason = failureReason(toApiError(error));
  return {
    kind: 'error',
    title: texts.failureTitle,
    message: reason ? `${texts.failure}: ${reason}` : texts.failure,
  };
}

/**
 * Why a login failed: SPEC §8 swallowed these, the shopper now reads the reason (wrong phone
 * or password, inactive account, server down, offline).
 */
export function loginFailureMessage(error: ApiError): string {
  const reason = failureReason(error);
  if (reason) return reason;
  if (error.status === 429) return error.userMessage;
  if (error.error === 'invalid_grant' || error.status === 400 || error.status === 401) {
    return loginTexts.wrongCredentials;
  }
  return loginTexts.genericFailure;
}

/**
 * Why asking for a reset code or resetting failed: the gateway's words (a wrong, expired or
 * used-up code; a 429 that says when to try again), or the shop's for a fault or no answer.
 */
export function passwordResetFailureMessage(error: ApiError): string {
  if (error.status === 429) {
    if (error.description.trim()) return error.description.trim();
    return error.retryAfterSeconds === null
      ? error.userMessage
      : passwordResetTexts.tooManyRequests(Math.ceil(error.retryAfterSeconds / 60));
  }
  return failureReason(error) ?? passwordResetTexts.genericFailure;
}
