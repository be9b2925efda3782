import { useEffect, useRef, useState } from 'react';
import styles from './GoogleSignIn.module.css';
import {
  type GoogleSignInMode,
  googleSignInMode,
  loadGoogleIdentityServices,
} from './googleIdentityServices';
import { MockGoogleSignIn } from './MockGoogleChooser';
import { googleTexts } from './texts';

export interface GoogleSignInProps {
  /** Receives the Google ID token (or the offline chooser's mock token). */
  onCredential: (googleToken: string) => void;
  /** A sign-in is running: the offline button shows it and ignores presses. */
  isPending?: boolean;
  /** Which Google the build has; read from the build's configuration unless given. */
  mode?: GoogleSignInMode;
}

/** The Google sign-in button (SPEC §2 Login): Google's own, or the offline chooser's. */
export function GoogleSignIn({
  onCredential,
  isPending = false,
  mode = googleSignInMode(),
}: GoogleSignInProps) {
  if (mode.kind === 'gis')
    return <GisButton clientId={mode.clientId} onCredential={onCredential} />;
  // The offline chooser exists only in a demo build: the flag is a constant there, so a
  // production build drops this branch and, with it, the chooser and its demo accounts.
  if (mode.kind === 'offline-chooser' && import.meta.env.VITE_USE_MOCKS === 'true') {
    return <MockGoogleSignIn onCredential={onCredential} isPending={isPending} />;
  }
  return null;
}

/** Google renders its own button into the slot once its script has loaded. */
function GisButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (googleToken: string) => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // GIS keeps the callback it was initialised with; the ref lets it call the current one.
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    let isCurrent = true;
    loadGoogleIdentityServices().then(
      (google) => {
        const parent = slot.current;
        if (!isCurrent || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => callback.current(credential),
          ux_mode: 'popup',
          use_fedcm_for_prompt: true,
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: Math.min(400, parent.clientWidth || 400),
          locale: 'id',
        });
      },
      (error: unknown) => {
        console.warn(error);
        if (isCurrent) setFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [clientId]);

  if (failed) return <p className={styles.unavailable}>{googleTexts.unavailable}</p>;
  return <div ref={slot} className={styles.gis} />;
}
