// A query typed into the shop's search may be someone's details (a customer pasting their
// WhatsApp number or e-mail into the wrong field): such a query never leaves the browser.

/** Eight digits or more, however they are spaced or punctuated: a phone number, not a code. */
const PHONE_LIKE = /(?:\d[\s().+-]*){8,}/u;

/** Something@something: an e-mail address, whole or being typed. */
const EMAIL_LIKE = /\S@\S/u;

/** Whether a search term looks like a phone number or an e-mail address. */
export function looksPersonal(term: string): boolean {
  return PHONE_LIKE.test(term) || EMAIL_LIKE.test(term);
}
