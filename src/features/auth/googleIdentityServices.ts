/**
 * Google Identity Services (GIS), the real federated sign-in. Its script is third-party code
 * from Google's servers: it is added to the page only when the build is configured with a
 * Google client id, and never otherwise (mock builds work offline).
 */

export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of GIS's `google.accounts.id` the login screen uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'continue_with' | 'signup_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/**
 * How the login screen offers Google: the real GIS button, the offline account chooser
 * that only the mock gateway understands, or nothing (a real gateway without a Google
 * client id has no Google sign-in to offer).
 */
export type GoogleSignInMode =
  | { kind: 'gis'; clientId: string }
  | { kind: 'offline-chooser' }
  | { kind: 'unavailable' };

export function googleSignInMode(
  clientId: unknown = import.meta.env.VITE_GOOGLE_CLIENT_ID,
  isDemoBuild: boolean = import.meta.env.VITE_USE_MOCKS === 'true',
): GoogleSignInMode {
  const id = typeof clientId === 'string' ? clientId.trim() : '';
  if (id) return { kind: 'gis', clientId: id };
  // vite.config.ts always sets the flag, to 'true' only for a build on the mock gateway.
  return isDemoBuild ? { kind: 'offline-chooser' } : { kind: 'unavailable' };
}

let loading: Promise<GoogleAccountsId> | null = null;

/**
 * Adds the GIS script once and resolves with `google.accounts.id` when it has run. A failed
 * load (offline, blocked by an extension) rejects and removes its script, so a later call
 * tries again.
 */
export function loadGoogleIdentityServices(doc: Document = document): Promise<GoogleAccountsId> {
  const ready = doc.defaultView?.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    const fail = (reason: string) => {
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      const id = doc.defaultView?.google?.accounts?.id;
      if (!id) return fail('Google Identity Services loaded without google.accounts.id');
      // From now on the global answers; `loading` only ever stands for a load under way.
      loading = null;
      resolve(id);
    });
    script.addEventListener('error', () => fail('Google Identity Services could not be loaded'));
    doc.head.append(script);
  });
  return loading;
}
