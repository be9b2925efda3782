import { z } from 'zod';
import type { CustomerProfile } from '@/api/customer';
import type { ApiError } from '@/api/errors';
import { parseWireDate, toDate, toWireDate } from '@/lib/format';
import { phoneNumberSchema } from '@/lib/phone';
import { profileValidationTexts as messages, profileTexts } from './texts';

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

/** `'19920817'` → `'1992-08-17'`; a missing or broken wire date leaves the field empty. */
export function wireDateToInput(wire: string | null | undefined): string {
  const day = parseWireDate(wire);
  if (!day) return '';
  const text = toWireDate(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

export function profileFormInput(profile: CustomerProfile): ProfileFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailAddress: profile.emailAddress,
    mobileNumber: profile.mobileNumber,
    birthday: wireDateToInput(profile.birthday),
  };
}

/**
 * The PUT body: the profile as loaded with the edited fields. The address book is left out;
 * this call does not change it and it would only make the request larger. Email and phone
 * go back as loaded, since they cannot be edited here.
 */
export function profileUpdate(
  profile: CustomerProfile,
  values: ProfileFormValues,
): CustomerProfile {
  const { addresses: _addresses, ...rest } = profile;
  return {
    ...rest,
    firstName: values.firstName,
    lastName: values.lastName,
    birthday: toWireDate(values.birthday),
  };
}

/** The 'Gagal!' alert's sentence: what went wrong and whether trying again can help. */
export function saveFailureMessage(error: ApiError): string {
  let reason: string = profileTexts.saveFailedServer;
  if (error.status === 0) reason = profileTexts.saveFailedOffline;
  else if (error.status === 400 && error.description) reason = error.description;
  return `${profileTexts.saveFailedPrefix} ${reason}`;
}
