/**
 * Whether the shopper has answered this version of the analytics notice, known before any of
 * the app's code has arrived: a pre-rendered page carries the notice for a first visit (so it
 * is painted with the page, not seconds later as the page's largest content), and this
 * script, inline in every page's head, hides it at once for a shopper who answered already.
 * No imports: scripts/securityHeaders.mjs reads it under Node to allow the script by its hash.
 */

/** Where the answer is kept (local storage; src/lib/storage.ts STORAGE_KEYS). */
export const CONSENT_STORAGE_KEY = 'analyticsConsent';

/** Raise when the notice's promise changes: every shopper is asked again. */
export const CONSENT_VERSION = 1;

/** Set on <html> by the script below: the notice of a first visit stays hidden. */
export const CONSENT_ANSWERED_ATTRIBUTE = 'data-consent-answered';

/**
 * The head's inline script, word for word (the policy allows exactly this text by its hash).
 * It reads the answer as src/features/analytics/consent.ts stores it; anything unreadable
 * (no storage, site data blocked, another shape) leaves the notice to show.
 */
export const CONSENT_ANSWERED_SCRIPT = `try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));if(a&&a.version===${CONSENT_VERSION}&&(a.choice==="granted"||a.choice==="denied"))document.documentElement.setAttribute(${JSON.stringify(CONSENT_ANSWERED_ATTRIBUTE)},"")}catch(e){}`;
