import { z } from 'zod';
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

export function optionalText(label: string, max = 500) {
  return z.string().trim().max(max, `${label} maksimal ${max} karakter.`);
}

/** 0812..., +62812... and 62812... all name the same phone; the gateway keeps the 0 form. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s.-]/g, '');
  if (compact.startsWith('+62')) return `0${compact.slice(3)}`;
  if (compact.startsWith('62') && compact.length >= 11) return `0${compact.slice(2)}`;
  return compact;
}

/** SPEC.md §5: at least 9 digits (the screens' message says 10; the rule is 9). */
export const phoneNumber = z
  .string()
  .transform(normalizePhone)
  .pipe(
    z.string().regex(/^0\d{8,14}$/, 'Nomor telepon harus diawali 0 dan terdiri dari 9–15 angka.'),
  );

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
