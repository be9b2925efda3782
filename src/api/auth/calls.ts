/**
 * Access tokens.
 *
 * The browser never holds a client secret. VITE_TOKEN_CLIENT_ID names a *public* OAuth
 * client: the gateway registers the storefront without a secret, bound to the shop's
 * origin and limited to the scopes the storefront needs, and the code below asks for
 * tokens with that id alone. A gateway that only issues client tokens to confidential
 * clients is put behind a small server-side proxy on the storefront's own origin that
 * forwards POST /connect/token and adds `client_secret` to client_credentials requests;
 * VITE_API_BASE_URL points at the proxy and this file stays as it is.
 */
import { z } from 'zod';
import { api, type CallOptions, callInit } from '../client';
import { requestPhoneCode, WITH_DEVICE_COOKIE } from '../deviceCalls';
import { completed, parsed } from '../response';
import type { components } from '../schema';

type Contract = components['schemas'];
export type TokenResponse = Contract['TokenResponse'];
export type GoogleLoginResponse = Contract['GoogleLoginResponse'];
type TokenRequest = Contract['TokenRequest'];
export type PasswordResetRequest = Contract['PasswordResetRequest'];

const TOKEN_SCOPE = 'kopi_api';

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number(),
}) satisfies z.ZodType<TokenResponse>;

const googleLoginResponseSchema = z.object({
  access_token: z.string().min(1),
  given_name: z.string(),
  name: z.string(),
  user_id: z.string(),
  expires_in: z.number().optional(),
}) satisfies z.ZodType<GoogleLoginResponse>;

function clientId(): string {
  return String(import.meta.env.VITE_TOKEN_CLIENT_ID ?? 'kopi-storefront');
}

function requestToken(form: TokenRequest, options?: CallOptions) {
  return parsed(
    api.POST('/connect/token', {
      body: form,
      bodySerializer: (body) =>
        new URLSearchParams(
          Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
      ...callInit(options, { 'Content-Type': 'application/x-www-form-urlencoded' }),
      ...WITH_DEVICE_COOKIE,
    }),
    tokenResponseSchema,
  );
}

/** Signs a customer in with phone number and password (the password flow). */
export function requestCustomerToken(
  credentials: { phone: string; password: string },
  options?: CallOptions,
) {
  return requestToken(
    {
      grant_type: 'password',
      client_id: clientId(),
      scope: TOKEN_SCOPE,
      username: credentials.phone,
      password: credentials.password,
    },
    options,
  );
}

/** The public client's own token, which calls made before sign-in present (Google login). */
function requestClientToken(options?: CallOptions) {
  return requestToken(
    { grant_type: 'client_credentials', client_id: clientId(), scope: TOKEN_SCOPE },
    options,
  );
}

/**
 * Exchanges a Google ID token for a customer token. The gateway wants the client token on
 * this call, so it is fetched first and sent in place of any customer token.
 */
export async function googleLogin(
  google: { googleToken: string; providerKey: string },
  options?: CallOptions,
) {
  const client = await requestClientToken(options);
  return parsed(
    api.POST('/api/Account/GoogleLogin', {
      body: { ...google, appId: String(import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '') },
      ...callInit(options, { Authorization: `Bearer ${client.access_token}` }),
    }),
    googleLoginResponseSchema,
  );
}

/**
 * Logout: the gateway revokes the token, so a copy of it (a shared computer, a leaked log)
 * is useless from now on. Sent to outlive the page, and never in the way of logging out: a
 * failure is only logged, the session ends here either way.
 */
export async function revokeAccessToken(
  token: string,
  options: CallOptions = { errorDisplay: 'caller' },
): Promise<void> {
  try {
    await api.POST('/connect/revocation', {
      body: { token, token_type_hint: 'access_token', client_id: clientId() },
      bodySerializer: (body) =>
        new URLSearchParams(
          Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
      ...callInit(
        { ...options, keepalive: true },
        { 'Content-Type': 'application/x-www-form-urlencoded' },
      ),
    });
  } catch (error) {
    console.warn('[logout] the gateway did not revoke the token', error);
  }
}

/** 'Lupa password?': a code to the phone (deviceCalls.ts). */
export function requestPasswordResetCode(mobileNumber: string, options?: CallOptions) {
  return requestPhoneCode('/api/Account/PasswordReset/Code', mobileNumber, options);
}

/** Sets a new password with the code; every session of the account ends. */
export function resetPassword(reset: PasswordResetRequest, options?: CallOptions) {
  return completed(
    api.POST('/api/Account/PasswordReset', {
      body: reset,
      ...callInit(options),
      ...WITH_DEVICE_COOKIE,
    }),
  );
}
