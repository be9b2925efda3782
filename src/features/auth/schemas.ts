import { z } from 'zod';
import { phoneNumberSchema } from '@/lib/phone';
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

export const registerSchema = z.object({
  ...customerFields,
  password: z
    .string()
    .min(1, t.passwordRequired)
    .min(MIN_PASSWORD, t.passwordTooShort)
    .regex(SPECIAL_CHARACTER, t.passwordSpecialCharacter)
    .max(MAX_PASSWORD, t.passwordTooLong),
});
export type RegisterForm = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const completeProfileSchema = z.object(customerFields);
export type CompleteProfileForm = z.input<typeof completeProfileSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;

/** The offline Google account chooser's "another account" form. */
export const otherGoogleAccountSchema = z.object({
  givenName: firstName,
  familyName: z.string().trim().max(MAX_NAME, t.nameTooLong),
  email: emailAddress,
});
export type OtherGoogleAccountForm = z.input<typeof otherGoogleAccountSchema>;
