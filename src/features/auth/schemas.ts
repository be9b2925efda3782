import { z } from 'zod';
import { hasControlCharacter } from '@/lib/controlCharacters';
import { phoneNumberSchema } from '@/lib/phoneSchema';
import { validationTexts as t } from './texts';

/**
 * The form rules of SPEC.md §5, plus the limits the spec leaves out (phones of letters or of
 * 30 digits, endless names) so bad input is refused with a message here, not by the server.
 * Each schema lists its checks in the order a person fixes them: the first failing
 * message is the one shown.
 */

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_PASSWORD = 128;
const MIN_PASSWORD = 6;

/** SPEC §5 register: at least one of ! @ # $ % ^ & *. */
const SPECIAL_CHARACTER = /[!@#$%^&*]/;
/** The code sent to the phone ('Lupa password?', registering, completing a profile). */
const PHONE_CODE_LENGTH = 6;

/** The shop's phone rule (lib/phone), given back as stored: 0812..., whatever was typed. */
export const phoneNumber = phoneNumberSchema({
  required: t.phoneRequired,
  notDigits: t.phoneDigitsOnly,
  wrongStart: t.phoneWrongStart,
  tooShort: t.phoneTooShort,
  tooLong: t.phoneTooLong,
});

const firstName = z.string().trim().min(1, t.firstNameRequired).max(MAX_NAME, t.nameTooLong);
const lastName = z.string().trim().min(1, t.lastNameRequired).max(MAX_NAME, t.nameTooLong);

const emailAddress = z
  .string()
  .trim()
  .min(1, t.emailRequired)
  .max(MAX_EMAIL, t.emailTooLong)
  .regex(z.regexes.email, t.emailInvalid);

export const loginSchema = z.object({
  phone: phoneNumber,
  password: z.string().min(1, t.passwordRequired).min(MIN_PASSWORD, t.passwordTooShort),
});
export type LoginForm = z.input<typeof loginSchema>;

/** What the shop keeps of a customer, asked alike on registering and on completing a profile. */
const customerFields = { mobileNumber: phoneNumber, firstName, lastName, emailAddress };

/**
 * A new password (registering, 'Lupa password?'): any printable text, never shown back, so
 * markup in it is only characters; control characters are refused as the gateway does.
 */
const newPassword = z
  .string()
  .min(1, t.passwordRequired)
  .min(MIN_PASSWORD, t.passwordTooShort)
  .regex(SPECIAL_CHARACTER, t.passwordSpecialCharacter)
  .max(MAX_PASSWORD, t.passwordTooLong)
  .refine((value) => !hasControlCharacter(value), t.passwordControlCharacter);

/** The 6 digits as sent; spaces a person types between digit groups are dropped. */
const phoneCode = z
  .string()
  .transform((value) => value.replace(/[ \u00a0]/gu, ''))
  .pipe(
    z
      .string()
      .min(1, t.codeRequired)
      .regex(/^\d+$/u, t.codeDigitsOnly)
      .length(PHONE_CODE_LENGTH, t.codeLength),
  );

/** Registering: the customer's details, a password, and the code sent to the phone. */
export const registerSchema = z.object({
  ...customerFields,
  password: newPassword,
  code: phoneCode,
});
export type RegisterForm = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** Completing a Google profile: the customer's details and the code sent to the phone. */
export const completeProfileSchema = z.object({ ...customerFields, code: phoneCode });
export type CompleteProfileForm = z.input<typeof completeProfileSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;

/** The offline Google account chooser's "another account" form. */
export const otherGoogleAccountSchema = z.object({
  givenName: firstName,
  familyName: z.string().trim().max(MAX_NAME, t.nameTooLong),
  email: emailAddress,
});
export type OtherGoogleAccountForm = z.input<typeof otherGoogleAccountSchema>;

/** 'Lupa password?', first step: the phone the code goes to. */
export const resetCodeRequestSchema = z.object({ mobileNumber: phoneNumber });
export type ResetCodeRequestForm = z.input<typeof resetCodeRequestSchema>;
export type ResetCodeRequestValues = z.output<typeof resetCodeRequestSchema>;

const newPasswordTwice = z.object({
  password: newPassword,
  repeatPassword: z.string().min(1, t.repeatPasswordRequired),
});

/** 'Lupa password?', second step: the code and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({ code: phoneCode, ...newPasswordTwice.shape })
  .refine((values) => values.password === values.repeatPassword, {
    message: t.passwordsDiffer,
    path: ['repeatPassword'],
    // Said as soon as both passwords are fine on their own, whatever the code holds.
    when: (payload) => newPasswordTwice.safeParse(payload.value).success,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
