import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import { ACCESS_TOKEN_COOKIE } from './session';

/**
 * Runs one gateway call with `token` as the bearer without starting a session. The client
 * reads the bearer from the access_token cookie, so the cookie holds the token for the call
 * and gets its previous value back afterwards; the session atoms never see it.
 *
 * Why not sign in first: a Google token without a profile is not a customer session. Signed
 * in with it, the shell would count the cart, the gateway would answer 401 and the whole
 * session would be thrown away while the shopper is completing their profile. And a
 * password login whose profile call fails leaves no half session behind.
 */
export async function withAccessToken<T>(token: string, call: () => Promise<T>): Promise<T> {
  const previous = getCookie(ACCESS_TOKEN_COOKIE);
  setCookie(ACCESS_TOKEN_COOKIE, token, { sameSite: 'Strict' });
  try {
    return await call();
  } finally {
    if (previous === null) deleteCookie(ACCESS_TOKEN_COOKIE);
    else setCookie(ACCESS_TOKEN_COOKIE, previous, { sameSite: 'Strict' });
  }
}
