import type { ShipmentAddress } from '@/api/addresses';
import { padPostalCode } from '@/lib/text';
import type { AddressFormInput } from './addressForm';

// What the address form starts with, without the rules' zod (addressForm.ts).

export const emptyAddressForm: AddressFormInput = {
  name: '',
  pic: '',
  mobileNumber: '',
  line1: '',
  line2: '',
  provinceId: '',
  province: '',
  cityId: '',
  city: '',
  subDistrictId: '',
  subDistrict: '',
  postalCode: '',
  isDefault: false,
};

/** The form filled with a stored address, for editing it. */
export function addressFormInput(address: ShipmentAddress): AddressFormInput {
  return {
    name: address.name,
    pic: address.pic,
    mobileNumber: address.mobileNumber,
    line1: address.line1,
    line2: address.line2,
    provinceId: address.provinceId,
    province: address.province,
    cityId: address.cityId,
    city: address.city || (address.city_name ?? ''),
    subDistrictId: address.subDistrictId,
    subDistrict: address.subDistrict || (address.subdistrict_name ?? ''),
    // A code stored as a number lost its leading zero; show the five digits it stands for.
    postalCode: padPostalCode(address.postalCode) ?? address.postalCode,
    isDefault: address.isDefault,
  };
}
