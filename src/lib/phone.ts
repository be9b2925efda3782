// The shop's one phone rule (zod-free: screens check a phone before zod has loaded; its
// form field is ./phoneSchema.ts). Register, login, complete profile, edit profile, the address
// form and the mock gateway all check phones here, so a number one of them accepts is never
// refused by another (a customer whose 9-digit phone register took could not save 'My
// Profile', where the phone is read-only, while edit profile asked for 10).

/** SPEC.md §9: at least 9 digits (the old "at least 10" message was wrong, the rule is 9). */
export const PHONE_MIN_DIGITS = 9;
/** The E.164 maximum. */
export const PHONE_MAX_DIGITS = 15;

/** What people put between digit groups: `0812 3456 7890`, `0812-3456-7890`, `(0812) ...`. */
const SEPARATORS = /[\s.()-]/gu;
const INDONESIA = /^\+?62/u;

/**
 * The form the shop stores a phone in: Indonesian, national, digits only, leading 0.
 * 0812..., +62812..., 62812... (and +62 0812..., a common slip) all name the same phone.
 * Anything it cannot read as a phone is returned compacted, for the rule to refuse.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  if (!INDONESIA.test(compact)) return compact;
  return `0${compact.replace(INDONESIA, '').replace(/^0+/u, '')}`;
}

/** Why a phone is refused, in the order a person fixes it. */
export type PhoneProblem = 'required' | 'notDigits' | 'wrongStart' | 'tooShort' | 'tooLong';

export function phoneProblem(raw: string): PhoneProblem | null {
  if (raw.trim() === '') return 'required';
  const phone = normalizePhone(raw);
  if (!/^\+?\d+$/u.test(phone)) return 'notDigits';
  if (!phone.startsWith('0')) return 'wrongStart';
  if (phone.length < PHONE_MIN_DIGITS) return 'tooShort';
  if (phone.length > PHONE_MAX_DIGITS) return 'tooLong';
  return null;
}

export function isPhoneNumber(raw: string): boolean {
  return phoneProblem(raw) === null;
}
