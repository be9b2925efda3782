import type { Schema } from '@/lib/json';
import { isPhoneNumber, normalizePhone } from '@/lib/phone';
import { readJson, remove, writeJson } from '@/lib/storage';

// A reload on the code step comes back to it: the phone a code went to is kept in session
// storage for the code's life (10 minutes), so a customer who reloads, or whose phone left
// the browser to read WhatsApp, types the code rather than asking for another of the 3 an
// hour. Nothing secret is kept: the code itself only ever reaches the phone.
//
// After 'Lupa password?' the login form starts with the phone just reset. It is handed over
// in session storage, as a Google sign-in hands over to /lengkapi-profil, and taken once:
// not in the address, where a phone number does not belong (logs, shared links) and a
// crafted link could fill the form.

const PHONE_AFTER_RESET_KEY = 'phoneAfterReset';
const CODE_SENT_KEY = 'passwordResetCodeSent';
/** As long as the gateway keeps a code (gateway.yaml, /api/Account/PasswordReset/Code). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

/** Checked by hand, not with zod: the login screen reads it before zod has loaded. */
const phoneShape: Schema<string> = {
  safeParse(input) {
    return typeof input === 'string' && isPhoneNumber(input)
      ? { success: true, data: normalizePhone(input) }
      : { success: false };
  },
};

export function handPhoneToLogin(phone: string): void {
  writeJson(PHONE_AFTER_RESET_KEY, phone, 'session');
}

/** The phone handed over, if it is one by the shop's rule; taken once. */
export function takePhoneAfterReset(): string | null {
  const phone = readJson(PHONE_AFTER_RESET_KEY, phoneShape, 'session');
  remove(PHONE_AFTER_RESET_KEY, 'session');
  return phone;
}

const codeSentShape: Schema<{ phone: string; sentAt: number }> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { phone, sentAt } = input as Record<string, unknown>;
    const alive =
      typeof sentAt === 'number' && sentAt <= Date.now() && Date.now() - sentAt < CODE_LIFETIME_MS;
    const parsed = phoneShape.safeParse(phone);
    return alive && parsed.success
      ? { success: true, data: { phone: parsed.data, sentAt } }
      : { success: false };
  },
};

/** Remembers, for the code's life, that a code went to `phone`; null forgets it. */
export function rememberCodeSent(phone: string | null): void {
  if (phone === null) remove(CODE_SENT_KEY, 'session');
  else writeJson(CODE_SENT_KEY, { phone, sentAt: Date.now() }, 'session');
}

/** The phone a code went to less than 10 minutes ago in this tab, or null. */
export function phoneWithLiveCode(): string | null {
  return readJson(CODE_SENT_KEY, codeSentShape, 'session')?.phone ?? null;
}
