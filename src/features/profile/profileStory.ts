import { expectNotice } from '@kit/dom';

/** Set-up the profile area's stories share. */

/**
 * For a story's beforeEach: signed in, but the customer_profile cookie is gone (SPEC §2:
 * then the profile is not loaded).
 */
export function dropProfileCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the story takes the cookie away on purpose
  document.cookie = 'customer_profile=; Max-Age=0; Path=/';
}

/** The profile was not loaded: the customer is told so, and what to do about it. */
export function expectProfileNotFound(container: HTMLElement) {
  return expectNotice(
    container,
    { name: 'Data profil tidak ditemukan', level: 2 },
    'Silakan keluar lalu login kembali untuk memuat profilmu.',
  );
}
