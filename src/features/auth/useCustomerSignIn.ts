import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { googleLogin, requestCustomerToken } from '@/api/auth';
import { readCustomerProfile } from '@/api/customer';
import { ApiError } from '@/api/errors';
import { track } from '@/features/analytics/public';
import { withAccessToken } from '@/state/scopedAccessToken';
import { signInAtom } from '@/state/session';
import { loginTexts } from './texts';

/** Where a sign-in ended: welcomed into the shop, or sent to complete a new profile. */
export type SignInOutcome = { kind: 'welcome'; message: string } | { kind: 'complete-profile' };

/** SPEC §7: the Google login's provider key. */
const GOOGLE_PROVIDER_KEY = 'Google';

/** The profile, read with the token just issued (SPEC §2: login fetches it, then goes on). */
async function profileWith(token: string) {
  return withAccessToken(token, () => readCustomerProfile({ errorDisplay: 'caller' }));
}

/**
 * Signing in, by password or by Google. The session starts only once token and profile are
 * both there, so a failure half-way leaves the shopper signed out and nothing else touched.
 * Every call words its own failure on the login screen (errorDisplay 'caller'): a rejection
 * is an ApiError for the screen to show.
 */
export function useCustomerSignIn() {
  const signIn = useSetAtom(signInAtom);

  const withPassword = useCallback(
    async (credentials: { phone: string; password: string }): Promise<SignInOutcome> => {
      const token = await requestCustomerToken(credentials, { errorDisplay: 'caller' });
      const profile = await profileWith(token.access_token);
      signIn({ accessToken: token.access_token, expiresIn: token.expires_in, profile });
      track({ name: 'login', method: 'password' });
      return { kind: 'welcome', message: loginTexts.welcomeBack };
    },
    [signIn],
  );

  const withGoogle = useCallback(
    async (googleToken: string): Promise<SignInOutcome> => {
      const account = await googleLogin(
        { googleToken, providerKey: GOOGLE_PROVIDER_KEY },
        { errorDisplay: 'caller' },
      );
      try {
        const profile = await profileWith(account.access_token);
        signIn({ accessToken: account.access_token, expiresIn: account.expires_in, profile });
        track({ name: 'login', method: 'Google' });
        return { kind: 'welcome', message: loginTexts.welcomeGoogle(account.given_name) };
      } catch (cause) {
        // 404: Google knows this person, the shop does not yet.
        if (!(cause instanceof ApiError) || cause.status !== 404) throw cause;
        const { keepFederatedLogin } = await import('./federatedSignUp');
        keepFederatedLogin(account, googleToken);
        return { kind: 'complete-profile' };
      }
    },
    [signIn],
  );

  return { withPassword, withGoogle };
}
