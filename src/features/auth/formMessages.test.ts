import { BAD_PHONES, formMessages, notIndonesian, textList } from '@kit/formMessages';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  completeProfileSchema,
  loginSchema,
  otherGoogleAccountSchema,
  registerSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
} from './schemas';

// Issue 36, item 6: every text the sign-in, registration, profile completion and password
// reset forms can show, listed (tests/kit/formMessages.ts).

const NAMES = ['', '   ', 'a'.repeat(101)];
const EMAILS = ['', 'siti', 'siti@', `${'a'.repeat(250)}@contoh.id`];
const PASSWORDS = ['', 'ab!', 'rahasia1', `${'a'.repeat(128)}!`, 'rahasia!\u0007'];

const PHONE = [
  'Nomor telepon hanya boleh berisi angka.',
  'Nomor telepon harus diawali 0 atau +62.',
  'Nomor telepon maksimal 15 digit.',
  'Nomor telepon minimal 9 digit.',
  'Nomor telepon wajib diisi.',
];
const NAME = [
  'Nama belakang wajib diisi.',
  'Nama depan is required.',
  'Nama maksimal 100 karakter.',
];
const EMAIL = [
  'Email maksimal 254 karakter.',
  'Email wajib diisi.',
  'Format email belum benar, contoh: nama@email.com.',
];
const NEW_PASSWORD = [
  'Password harus memuat minimal satu karakter khusus (!@#$%^&*).',
  'Password maksimal 128 karakter.',
  'Password must be at least 6 characters long.',
  'Password tidak boleh berisi karakter kontrol.',
  'Password wajib diisi.',
];

const CODES = ['', '12ab56', '12345', '1234567'];
const CODE = ['Kode hanya boleh berisi angka.', 'Kode terdiri dari 6 angka.', 'Kode wajib diisi.'];

const customer = {
  mobileNumber: '081234567890',
  firstName: 'Siti',
  lastName: 'Rahayu',
  emailAddress: 'siti@contoh.id',
};
const customerBad = {
  mobileNumber: BAD_PHONES,
  firstName: NAMES,
  lastName: NAMES,
  emailAddress: EMAILS,
};

const FORMS: {
  form: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  bad: Record<string, readonly unknown[]>;
  texts: string[];
}[] = [
  {
    form: 'Login',
    schema: loginSchema,
    valid: { phone: '081234567890', password: 'rahasia1' },
    bad: { phone: BAD_PHONES, password: ['', 'abc'] },
    texts: [...PHONE, 'Password must be at least 6 characters long.', 'Password wajib diisi.'],
  },
  {
    form: 'Daftar',
    schema: registerSchema,
    // The code sent to the phone, once registering asks for it (issue 36, item 2): its texts
    // are the reset code's, listed with 'Lupa password?' below.
    valid: { ...customer, password: 'rahasia!1', code: '123456' },
    bad: { ...customerBad, password: PASSWORDS },
    texts: [...PHONE, ...NAME, ...EMAIL, ...NEW_PASSWORD],
  },
  {
    form: 'Lengkapi profil',
    schema: completeProfileSchema,
    // The code that proves the phone, as registering asks it (issue 36, item 2).
    valid: { ...customer, code: '123456' },
    bad: { ...customerBad, code: CODES },
    texts: [...PHONE, ...NAME, ...EMAIL, ...CODE],
  },
  {
    form: 'Gunakan akun lain (Google, demo)',
    schema: otherGoogleAccountSchema,
    valid: { givenName: 'Siti', familyName: '', email: 'siti@contoh.id' },
    bad: { givenName: NAMES, familyName: ['a'.repeat(101)], email: EMAILS },
    texts: [...EMAIL, 'Nama depan is required.', 'Nama maksimal 100 karakter.'],
  },
  {
    form: 'Lupa password: nomor telepon',
    schema: resetCodeRequestSchema,
    valid: { mobileNumber: '081234567890' },
    bad: { mobileNumber: BAD_PHONES },
    texts: PHONE,
  },
  {
    form: 'Lupa password: kode dan password baru',
    schema: resetPasswordSchema,
    valid: { code: '123 456', password: 'rahasia!1', repeatPassword: 'rahasia!1' },
    bad: {
      code: CODES,
      password: PASSWORDS,
      repeatPassword: ['', 'rahasia!2'],
    },
    texts: [
      ...NEW_PASSWORD,
      ...CODE,
      'Ketik ulang password baru.',
      'Password tidak sama. Ketik ulang password baru yang sama.',
    ],
  },
];

describe('the texts each account form can show', () => {
  test.each(FORMS)('$form', ({ schema, valid, bad, texts }) => {
    expect(formMessages(schema, valid, bad)).toEqual(textList(texts));
  });

  test("are Indonesian, but for SPEC.md's English words", () => {
    expect(notIndonesian(FORMS.flatMap(({ texts }) => texts))).toEqual([]);
  });
});
