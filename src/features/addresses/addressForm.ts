import { z } from 'zod';
import type { ShipmentAddressInput } from '@/api/addresses';
import { normalizePhone } from '@/lib/phone';
import { phoneNumberSchema } from '@/lib/phoneSchema';
import { padPostalCode } from '@/lib/text';
import { addressValidationTexts as messages } from './texts';

// The form's rules and what a valid form becomes: zod and the phone rule, loaded when the form
// first validates (useZodForm). What the form starts with is in addressFormStart.ts, so
// the form renders without them.

// The gateway refuses longer values; the form says so before a round trip does.
const NAME_MAX = 50;
const PIC_MAX = 100;
const LANDMARK_MAX = 200;
const FULL_ADDRESS_MAX = 500;

function requiredText(required: string, max: number, tooLong: string) {
  return z.string().trim().min(1, { message: required, abort: true }).max(max, tooLong);
}

/**
 * SPEC.md §5: label, recipient, phone, landmark and full address required; province, city
 * and sub-district chosen; a postal code of exactly five digits. Each field reports one
 * problem at a time (`abort`): the first one the shopper must fix. Region names travel with
 * their ids so the save sends both, as the gateway expects.
 */
export const addressFormSchema = z.object({
  name: requiredText(messages.nameRequired, NAME_MAX, messages.nameTooLong),
  pic: requiredText(messages.picRequired, PIC_MAX, messages.picTooLong),
  // The shop's phone rule; one message says all of it, as the field's hint shows an example.
  mobileNumber: phoneNumberSchema({
    required: messages.mobileNumberRequired,
    notDigits: messages.mobileNumberInvalid,
    wrongStart: messages.mobileNumberInvalid,
    tooShort: messages.mobileNumberInvalid,
    tooLong: messages.mobileNumberInvalid,
  }),
  line1: requiredText(messages.line1Required, LANDMARK_MAX, messages.line1TooLong),
  line2: requiredText(messages.line2Required, FULL_ADDRESS_MAX, messages.line2TooLong),
  provinceId: z.string().min(1, messages.provinceRequired),
  province: z.string(),
  cityId: z.string().min(1, messages.cityRequired),
  city: z.string(),
  subDistrictId: z.string().min(1, messages.subDistrictRequired),
  subDistrict: z.string(),
  postalCode: z
    .string()
    .trim()
    .min(1, { message: messages.postalCodeRequired, abort: true })
    .regex(/^\d{5}$/u, messages.postalCodeInvalid),
  isDefault: z.boolean(),
});

/** What the fields hold. */
export type AddressFormInput = z.input<typeof addressFormSchema>;
/** What a valid form gives: texts trimmed, the phone in its stored form. */
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** What the gateway stores for a valid form. */
export function shipmentAddressInput(values: AddressFormValues): ShipmentAddressInput {
  return {
    name: values.name,
    pic: values.pic,
    // Already stored form when it comes from the schema; values built by hand may not be.
    mobileNumber: normalizePhone(values.mobileNumber),
    line1: values.line1,
    line2: values.line2,
    province: values.province,
    provinceId: values.provinceId,
    city: values.city,
    cityId: values.cityId,
    subDistrict: values.subDistrict,
    subDistrictId: values.subDistrictId,
    postalCode: padPostalCode(values.postalCode) ?? values.postalCode,
    isDefault: values.isDefault,
  };
}
