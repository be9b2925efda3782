import { TEBET } from '@kit/demo';
import { describe, expect, test } from 'vitest';
import type { ShipmentAddress } from '@/api/addresses';
import { type AddressFormInput, addressFormSchema, shipmentAddressInput } from './addressForm';
import { addressFormInput, emptyAddressForm } from './addressFormStart';
import { addressValidationTexts as messages } from './texts';

const valid: AddressFormInput = {
  name: '  Rumah ',
  pic: 'Budi Santoso',
  mobileNumber: '0812 9876 5432',
  line1: 'Depan Indomaret',
  line2: 'Jl. Kemang Raya No. 5, RT 001/RW 003',
  ...TEBET,
  isDefault: true,
};

/** The messages the schema gives, per field, for a form. */
function problems(input: AddressFormInput): Record<string, string[]> {
  const result = addressFormSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('addressFormSchema', () => {
  test('a complete form is valid, with its texts trimmed', () => {
    const result = addressFormSchema.parse(valid);
    expect(result.name).toBe('Rumah');
    expect(problems(valid)).toEqual({});
  });

  test('an empty form names every required field with its own message', () => {
    expect(problems(emptyAddressForm)).toEqual({
      name: [messages.nameRequired],
      pic: [messages.picRequired],
      mobileNumber: [messages.mobileNumberRequired],
      line1: [messages.line1Required],
      line2: [messages.line2Required],
      provinceId: [messages.provinceRequired],
      cityId: [messages.cityRequired],
      subDistrictId: [messages.subDistrictRequired],
      postalCode: [messages.postalCodeRequired],
    });
  });

  test('spaces alone do not fill a required field', () => {
    expect(problems({ ...valid, name: '   ', line2: '\t' })).toEqual({
      name: [messages.nameRequired],
      line2: [messages.line2Required],
    });
  });

  test.each(['1241', '124100', '12a10', 'abcde', '12 410', '１２４１０'])(
    'postal code %j is refused with the spec message',
    (postalCode) => {
      expect(problems({ ...valid, postalCode })).toEqual({
        postalCode: [messages.postalCodeInvalid],
      });
    },
  );

  test.each(['0812', '812345678901', '08123456789012345', '0812-abc-5678'])(
    'phone %j is refused',
    (mobileNumber) => {
      expect(problems({ ...valid, mobileNumber })).toEqual({
        mobileNumber: [messages.mobileNumberInvalid],
      });
    },
  );

  test('texts longer than the gateway keeps are refused before saving', () => {
    expect(problems({ ...valid, name: 'R'.repeat(51) })).toEqual({ name: [messages.nameTooLong] });
    expect(problems({ ...valid, name: 'R'.repeat(50) })).toEqual({});
  });

  test('script-looking text is ordinary text to the form', () => {
    expect(problems({ ...valid, name: '<script>alert(1)</script>' })).toEqual({});
  });
});

describe('the phone', () => {
  test.each([
    ['081298765432', '081298765432'],
    ['+62 812-9876-5432', '081298765432'],
    ['6281298765432', '081298765432'],
    ['(0812) 9876.5432', '081298765432'],
  ])('%j is stored as %j', (raw, stored) => {
    const values = addressFormSchema.parse({ ...valid, mobileNumber: raw });
    expect(shipmentAddressInput(values).mobileNumber).toBe(stored);
  });

  test('of 9 digits is a phone like any other (SPEC §9)', () => {
    expect(problems({ ...valid, mobileNumber: '081234567' })).toEqual({});
  });
});

describe('shipmentAddressInput', () => {
  test('sends ids and names, the 0 form of the phone and a five-digit postal code', () => {
    expect(shipmentAddressInput(addressFormSchema.parse(valid))).toEqual({
      name: 'Rumah',
      pic: 'Budi Santoso',
      mobileNumber: '081298765432',
      line1: 'Depan Indomaret',
      line2: 'Jl. Kemang Raya No. 5, RT 001/RW 003',
      ...TEBET,
      isDefault: true,
    });
  });
});

describe('addressFormInput', () => {
  const stored: ShipmentAddress = {
    alias: 'adr-1',
    name: 'Kantor',
    pic: 'Siti Rahayu',
    mobileNumber: '081234567890',
    line1: '',
    line2: 'Menara Karya Lt. 12',
    province: 'DKI Jakarta',
    provinceId: '6',
    city: '',
    city_name: 'Jakarta Selatan',
    cityId: '153',
    subDistrict: 'Setiabudi',
    subDistrictId: '2109',
    postalCode: '1295',
    isDefault: false,
  };

  test('fills the form, padding a postal code that lost its leading zero', () => {
    expect(addressFormInput(stored)).toEqual({
      name: 'Kantor',
      pic: 'Siti Rahayu',
      mobileNumber: '081234567890',
      line1: '',
      line2: 'Menara Karya Lt. 12',
      provinceId: '6',
      province: 'DKI Jakarta',
      cityId: '153',
      city: 'Jakarta Selatan',
      subDistrictId: '2109',
      subDistrict: 'Setiabudi',
      postalCode: '01295',
      isDefault: false,
    });
  });

  test('keeps a malformed stored postal code for the shopper to correct', () => {
    expect(addressFormInput({ ...stored, postalCode: '12-95' }).postalCode).toBe('12-95');
  });
});
