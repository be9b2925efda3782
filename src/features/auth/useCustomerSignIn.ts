import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { googleLogin, requestCustomerToken } from '@/api/auth';
import { getCustomerProfile } from '@/api/customer';
import { ApiError } from '@/api/errors';
import { setProfileAtom, signInAtom, signOutAtom } from '@/state/session';
import { saveFederatedLogin } from './federatedLogin';
import { readGoogleIdentity } from './googleIdentity';
import { loginTexts } from './texts';

/** Where a sign-in ended: welcomed into the shop, or sent to complete a new profile. */
export type SignInOutcome = { kind: 'welcome'; message: string } | { kind: 'complete-profile' };

/** SPEC §7: the Google login's provider key. */
const GOOGLE_PROVIDER_KEY = 'Google';

/**
 * Signing in, by password or by Google. Every call shows its own failure on the login
 * screen (errorDisplay 'caller'), so a rejection is an ApiError for the screen to word.
 */
export function useCustomerSignIn() {
  const signIn = useSetAtom(signInAtom);
  const setProfile = useSetAtom(setProfileAtom);
  const signOut = useSetAtom(signOutAtom);

  /** The profile is read with the new token, so the token cookie is set first. */
  const loadProfile = useCallback(async () => {
    const profile = await getCustomerProfile({ errorDisplay: 'caller' });
    setProfile(profile);
  }, [setProfile]);

  const withPassword = useCallback(
    async (credentials: { phone: string; password: string }): Promise<SignInOutcome> => {
      const token = await requestCustomerToken(credentials, { errorDisplay: 'caller' });
      signIn({ accessToken: token.access_token, expiresIn: token.expires_in, profile: null });
      try {
        await loadProfile();
      } catch (cause) {
        // A token without the profile the shop shows would be half a session.
        signOut();
        throw cause;
      }
      return { kind: 'welcome', message: loginTexts.welcomeBack };
    },
    [signIn, signOut, loadProfile],
  );

  const withGoogle = useCallback(
    async (googleToken: string): Promise<SignInOutcome> => {
      const account = await googleLogin(
        { googleToken, providerKey: GOOGLE_PROVIDER_KEY },
        { errorDisplay: 'caller' },
      );
      signIn({ accessToken: account.access_token, profile: null });
      try {
        await loadProfile();
        return { kind: 'welcome', message: loginTexts.welcomeGoogle(account.given_name) };
      } catch (cause) {
        // 404: Google knows this person, the shop does not yet. The token stays: the
        // complete-profile call is made with it.
        if (cause instanceof ApiError && cause.status === 404) {
          saveFederatedLogin({
            givenName: account.given_name,
            name: account.name,
            userId: account.user_id,
            email: readGoogleIdentity(googleToken)?.email ?? '',
          });
          return { kind: 'complete-profile' };
        }
        signOut();
        throw cause;
      }
    },
    [signIn, signOut, loadProfile],
  );

  return { withPassword, withGoogle };
}
