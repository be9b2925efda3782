import { requestCustomerToken } from '../src/api/auth';
import { getCustomerProfile } from '../src/api/customer';
import { deleteCookie, setCookie, setJsonCookie } from '../src/lib/cookies';
import { ACCESS_TOKEN_COOKIE, CUSTOMER_PROFILE_COOKIE } from '../src/state/session';

/** The demo customers of the mock backend (README). */
export const demoCustomers = {
  siti: { phone: '081234567890', password: 'Kopi!2024' },
  budi: { phone: '081298765432', password: 'Kopi!2024' },
} as const;

export type StorySession = 'guest' | keyof typeof demoCustomers;

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Who is signed in when the story renders: a guest (default) or a demo customer. */
    session?: StorySession;
  }
}

/**
 * Signs the story in the way the login screen does (password-flow token from the mock
 * gateway, profile in the customer_profile cookie), or makes sure nobody is signed in.
 */
export async function signInForStory(session: StorySession | undefined): Promise<void> {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(CUSTOMER_PROFILE_COOKIE);
  const who = session ?? 'guest';
  if (who === 'guest') return;
  const token = await requestCustomerToken(demoCustomers[who]);
  setCookie(ACCESS_TOKEN_COOKIE, token.access_token);
  const profile = await getCustomerProfile();
  setJsonCookie(CUSTOMER_PROFILE_COOKIE, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailAddress: profile.emailAddress,
    mobileNumber: profile.mobileNumber,
    userId: profile.userId,
    alias: profile.alias,
  });
}
