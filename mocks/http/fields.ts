import { z } from 'zod';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@/lib/phone';
import { phoneNumberSchema } from '@/lib/phoneSchema';
import { countCharacters } from '@/lib/text';
import { isCompactDate } from '../domain/time';

// Field rules shared by the handlers. They mirror SPEC.md §5 (the storefront's own form
// rules), so a request the storefront's forms would refuse is refused here too, with a
// message a shopper can act on.

export function requiredText(label: string, max = 100) {
  return z
    .string()
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`);
}

/**
 * Required text limited in characters as a person counts them (an emoji is one), so the
 * gateway never refuses a name the storefront's form accepted.
 */
export function requiredCharacters(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} wajib diisi.`)
    .refine((value) => countCharacters(value) <= max, `${label} maksimal ${max} karakter.`);
}

export function optionalText(label: string, max = 500) {
  return z.string().trim().max(max, `${label} maksimal ${max} karakter.`);
}

/**
 * The storefront's own phone rule (SPEC.md §5 and §9: 9 to 15 digits), so the gateway never
 * refuses a phone a form accepted, nor keeps one a form would refuse. Kept in the 0 form.
 */
export const phoneNumber = phoneNumberSchema({
  required: 'Nomor telepon wajib diisi.',
  notDigits: 'Nomor telepon hanya boleh berisi angka.',
  wrongStart: 'Nomor telepon harus diawali 0 atau +62.',
  tooShort: `Nomor telepon minimal ${PHONE_MIN_DIGITS} digit.`,
  tooLong: `Nomor telepon maksimal ${PHONE_MAX_DIGITS} digit.`,
});

export function compactDate(label: string) {
  return z
    .string()
    .refine(isCompactDate, `${label} harus tanggal yang valid dengan format yyyyMMdd.`);
}

const SPECIAL_CHARACTER = /[!@#$%^&*]/;

/** SPEC.md §5 register: at least 6 characters, one of ! @ # $ % ^ & *. */
export const newPassword = z
  .string()
  .min(6, 'Password minimal 6 karakter.')
  .max(128, 'Password maksimal 128 karakter.')
  .refine(
    (value) => SPECIAL_CHARACTER.test(value),
    'Password harus mengandung minimal satu karakter khusus: ! @ # $ % ^ & *.',
  );

export const postalCode = z.string().regex(/^\d{5}$/, 'Kode POS harus terdiri dari 5 angka.');

/** SPEC.md §5 and §9: a cart quantity is 1 to 99. */
export const quantity = z
  .number()
  .int('Jumlah harus bilangan bulat.')
  .min(1, 'Jumlah harus antara 1 dan 99.')
  .max(99, 'Jumlah harus antara 1 dan 99.');

/** A list body of at least one item (and at most `max`, against oversized requests). */
export function list<T extends z.ZodType>(item: T, max = 100) {
  return z
    .array(item)
    .min(1, 'Kirim minimal satu data.')
    .max(max, `Kirim maksimal ${max} data sekaligus.`);
}

/** The 6 digits a phone was sent (phoneCodes.ts): a password reset, a registration. */
export const phoneCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Kode harus 6 angka.');
