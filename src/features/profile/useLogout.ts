import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { revokeAccessToken } from '@/api/auth';
import { forgetKeptPictures } from '@/lib/pictureCache';
import { farewellAtom } from '@/state/farewell';
import { sessionAtom, signOutAtom } from '@/state/session';
import { useSendOnce } from '@/ui';
import { profileTexts } from './texts';

/**
 * SPEC §4 logout: confirm, end the session (the token revoked at the gateway, cookies and
 * web storage cleared, the service worker's pictures deleted, other tabs told), goodbye
 * alert, home.
 * Home is entered before the session ends, so the sign-in guard of /main never renders a
 * signed-out customer and sends them to /login behind the goodbye, however React batches.
 */
export function useLogout() {
  const [, navigate] = useLocation();
  const { accessToken } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const sayFarewell = useSetAtom(farewellAtom);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  // 'Ya, Keluar' pressed twice before the dialog closes revokes and says goodbye once.
  const once = useSendOnce();

  return {
    isConfirmOpen,
    askToLogOut: () => setConfirmOpen(true),
    cancel: () => setConfirmOpen(false),
    logOut: () =>
      void once.send(async () => {
        setConfirmOpen(false);
        // `~` leaves any nested router (the app's /main area): this is the site's root.
        navigate('~/', { replace: true });
        signOut();
        forgetKeptPictures();
        sayFarewell({ title: profileTexts.farewellTitle, message: profileTexts.farewellMessage });
        // The gateway forgets the token too; the shopper does not wait for it.
        // A failure (offline) is only logged: the session has ended here all the same.
        if (accessToken) await revokeAccessToken(accessToken);
      }),
  };
}
