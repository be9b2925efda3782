import type { CustomerProfile } from '@/api/customer';
import type { ApiError } from '@/api/errors';
import { parseWireDate } from '@/lib/dates';
import { toWireDate } from '@/lib/format';
import type { ProfileFormInput, ProfileFormValues } from './profileFormSchema';
import { profileTexts } from './texts';

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
