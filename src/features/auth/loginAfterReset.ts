import type { Schema } from '@/lib/json';
import { isPhoneNumber, normalizePhone } from '@/lib/phone';
import { readJson, remove, writeJson } from '@/lib/storage';

// After 'Lupa password?' the login form starts with the phone just reset. It is handed over
// in session storage, as a Google sign-in hands over to /lengkapi-profil, and taken once:
// not in the address, where a phone number does not belong (logs, shared links) and a
// crafted link could fill the form.

const PHONE_AFTER_RESET_KEY = 'phoneAfterReset';

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
