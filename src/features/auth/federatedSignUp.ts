import { saveFederatedLogin } from './federatedLogin';
import { readGoogleIdentity } from './googleIdentity';

/** What GoogleLogin answers about a person the shop has no profile for yet. */
interface GoogleAccount {
  access_token: string;
  given_name: string;
  name: string;
  user_id: string;
}

/**
 * Keeps a Google sign-in without a profile for the complete-profile screen. Its own module
 * because both steps check what they read with zod: the login screen loads it only when a
 * Google account turns out to be new, and renders without zod.
 */
export function keepFederatedLogin(account: GoogleAccount, googleToken: string): void {
  saveFederatedLogin({
    givenName: account.given_name,
    name: account.name,
    userId: account.user_id,
    email: readGoogleIdentity(googleToken)?.email ?? '',
    accessToken: account.access_token,
  });
}
