import { z } from 'zod';
import { toDate } from '@/lib/dates';
import { phoneNumberSchema } from '@/lib/phoneSchema';
import { profileValidationTexts as messages } from './texts';

// Its own module so the profile form renders without zod: the form loads it on first
// validation (useZodForm), right after it renders.

const NAME_MAX = 100;
/** `yyyy-MM-dd`, what a date input holds. */
const INPUT_DATE_LENGTH = 10;

function name(required: string, tooLong: string) {
  return z.string().trim().min(1, required).max(NAME_MAX, tooLong);
}

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

// Each field reports one problem at a time (`abort`): the first one the customer must fix.

/**
 * The 'My Profile' form. Email and phone are shown read-only; the phone is checked by the
 * shop's one phone rule, so a phone that register or the gateway accepted never holds Save
 * back (the old rule here asked for 10 digits where register took 9).
 */
export const profileFormSchema = z.object({
  firstName: name(messages.firstNameRequired, messages.firstNameTooLong),
  lastName: name(messages.lastNameRequired, messages.lastNameTooLong),
  emailAddress: z.string(),
  mobileNumber: phoneNumberSchema({
    required: messages.mobileNumberRequired,
    notDigits: messages.mobileNumberNotDigits,
    wrongStart: messages.mobileNumberWrongStart,
    tooShort: messages.mobileNumberTooShort,
    tooLong: messages.mobileNumberTooLong,
  }),
  birthday: z
    .string()
    .min(1, { message: messages.birthdayRequired, abort: true })
    .min(INPUT_DATE_LENGTH, { message: messages.birthdayTooShort, abort: true })
    .refine((value) => toDate(value) !== null, { message: messages.birthdayInvalid, abort: true })
    .refine((value) => {
      const day = toDate(value);
      return day === null || day <= startOfToday();
    }, messages.birthdayInFuture),
});

/** What the fields hold. */
export type ProfileFormInput = z.input<typeof profileFormSchema>;
/** What a valid form gives: names trimmed, the phone in its stored form. */
export type ProfileFormValues = z.output<typeof profileFormSchema>;
