import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getCustomerProfile } from '@/api/customer';
import { useResource } from '@/api/useResource';
import { sessionAtom, setProfileAtom } from '@/state/session';

/**
 * The signed-in customer's profile. SPEC §2: it is only loaded when the customer_profile
 * cookie exists; until it arrives the cookie's copy can stand in for the names. Each answer
 * refreshes that cookie, so the names everywhere follow an edit.
 */
export function useCustomerProfile() {
  const sessionProfile = useAtomValue(sessionAtom).profile;
  const setSessionProfile = useSetAtom(setProfileAtom);
  const hasProfileCookie = sessionProfile !== null;

  const profile = useResource(
    hasProfileCookie ? 'customer-profile' : 'no-profile-cookie',
    (signal) =>
      hasProfileCookie
        ? getCustomerProfile({ signal, errorDisplay: 'caller' })
        : Promise.resolve(null),
  );

  useEffect(() => {
    if (profile.data) setSessionProfile(profile.data);
  }, [profile.data, setSessionProfile]);

  return { hasProfileCookie, sessionProfile, profile };
}
