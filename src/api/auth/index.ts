import { gatewayResource } from '../resource';

const auth = gatewayResource(() => import('./calls'));

/** Signs a customer in with phone number and password (the password flow). */
export const requestCustomerToken = auth.call((calls) => calls.requestCustomerToken);

/** Exchanges a Google ID token for a customer token. */
export const googleLogin = auth.call((calls) => calls.googleLogin);

/** 'Lupa password?': a 6-digit code to the phone, the same answer whoever asks. */
export const requestPasswordResetCode = auth.call((calls) => calls.requestPasswordResetCode);

/** A new password with the code sent to the phone; every session of the account ends. */
export const resetPassword = auth.call((calls) => calls.resetPassword);

/**
 * Logout: the gateway revokes the token, so a copy of it is useless from now on. Never in the
 * way of logging out: a failure (the calls not downloaded either) is only logged.
 */
export function revokeAccessToken(token: string): Promise<void> {
  return auth
    .call((calls) => calls.revokeAccessToken)(token, { errorDisplay: 'caller' })
    .catch((error: unknown) => console.warn('[logout] the token was not revoked', error));
}
