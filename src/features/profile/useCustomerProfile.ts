import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { customerQueries } from '@/api/customer';
import { useServerData } from '@/api/serverData';
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

  const profile = useServerData(hasProfileCookie ? customerQueries.profile : null);

  useEffect(() => {
    if (profile.data) setSessionProfile(profile.data);
  }, [profile.data, setSessionProfile]);

  return { hasProfileCookie, sessionProfile, profile };
}
