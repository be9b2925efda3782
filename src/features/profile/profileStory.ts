/** Set-up the profile area's stories share. */

/**
 * For a story's beforeEach: signed in, but the customer_profile cookie is gone (SPEC §2:
 * then the profile is not loaded).
 */
export function dropProfileCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the story takes the cookie away on purpose
  document.cookie = 'customer_profile=; Max-Age=0; Path=/';
}
