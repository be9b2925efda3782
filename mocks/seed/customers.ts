import { googleSubject } from '../domain/google';
import type { SeedAddress, SeedCustomerAccount, SeedCustomerProfile } from './customerTypes';
import { chosenVariance, pricedLine } from './lines';
import { cityById, provinceById, subdistricts } from './regions';

/** Every demo account shares this password (stored as given: this is a mock). */
export const DEMO_PASSWORD = 'Kopi!2024';

/** Registered but not yet activated: /Activation/{alias} activates the account. */
export const PENDING_ACTIVATION_ALIAS = 'act-7f3c9a2e5b14';

function address(
  fields: Pick<SeedAddress, 'alias' | 'name' | 'pic' | 'mobileNumber' | 'line1' | 'line2'> & {
    subDistrict: string;
    cityId: string;
    postalCode: string;
    isDefault: boolean;
  },
): SeedAddress {
  const city = cityById(fields.cityId);
  const province = city && provinceById(city.province_id);
  const sub = subdistricts.find(
    (s) => s.city_id === fields.cityId && s.subdistrict_name === fields.subDistrict,
  );
  if (!city || !province || !sub) throw new Error(`No region for address ${fields.alias}`);
  return {
    ...fields,
    province: province.province,
    provinceId: province.province_id,
    city: city.city_name,
    subDistrictId: sub.subdistrict_id,
  };
}

function profile(
  fields: Pick<
    SeedCustomerProfile,
    | 'id'
    | 'membershipCode'
    | 'userId'
    | 'firstName'
    | 'lastName'
    | 'emailAddress'
    | 'mobileNumber'
    | 'joinDate'
    | 'birthday'
    | 'alias'
    | 'isInActive'
    | 'addresses'
  >,
): SeedCustomerProfile {
  return {
    ...fields,
    balance: 0,
    paymentTerm: 'Tunai',
    fileName: '',
    data: '',
    imageUrl: '',
    password: DEMO_PASSWORD,
    group: 'Retail',
    remarks: '',
  };
}

export const SITI_ALIAS = 'cus-siti-rahayu';
export const BUDI_ALIAS = 'cus-budi-santoso';

export const customerAccounts: readonly SeedCustomerAccount[] = [
  {
    profile: profile({
      id: 1,
      membershipCode: 'CUST-000101',
      // Siti linked her Google account (the demo chooser's first account) to her password
      // account; Budi and Rina did not, so their e-mail alone signs nobody in.
      userId: googleSubject('siti.rahayu@example.com'),
      firstName: 'Siti',
      lastName: 'Rahayu',
      emailAddress: 'siti.rahayu@example.com',
      mobileNumber: '081234567890',
      joinDate: '20240315',
      birthday: '19920817',
      alias: SITI_ALIAS,
      isInActive: false,
      addresses: [
        address({
          alias: 'adr-siti-rumah',
          name: 'Rumah',
          pic: 'Siti Rahayu',
          mobileNumber: '081234567890',
          line1: 'Dekat Masjid Al-Ikhlas',
          line2: 'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan',
          subDistrict: 'Cilandak',
          cityId: '153',
          postalCode: '12410',
          isDefault: true,
        }),
        address({
          alias: 'adr-siti-kantor',
          name: 'Kantor',
          pic: 'Siti Rahayu',
          mobileNumber: '081234567890',
          // No landmark: the storefront shows 'tidak ada patokan'.
          line1: '',
          line2: 'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur',
          subDistrict: 'Setiabudi',
          cityId: '153',
          postalCode: '12950',
          isDefault: false,
        }),
      ],
    }),
    cart: [
      {
        alias: 'crt-siti-1',
        // The storefront sends the chosen grind level in the line's remarks.
        remarks: 'Sedang (V60 / Drip)',
        ...pricedLine('BN-GAYO-250', 2, '250GR'),
      },
      {
        alias: 'crt-siti-2',
        remarks: '',
        ...pricedLine('BV-KSGA', 1, 'CUP', [
          chosenVariance('Ukuran', 'Large'),
          chosenVariance('Gula', 'Less'),
          chosenVariance('Es', 'Normal'),
        ]),
      },
    ],
  },
  {
    profile: profile({
      id: 2,
      membershipCode: 'CUST-000102',
      userId: 'usr-081298765432',
      firstName: 'Budi',
      lastName: 'Santoso',
      emailAddress: 'budi.santoso@example.com',
      mobileNumber: '081298765432',
      joinDate: '20250102',
      birthday: '19880405',
      alias: BUDI_ALIAS,
      isInActive: false,
      addresses: [],
    }),
    cart: [],
  },
  {
    profile: profile({
      id: 3,
      membershipCode: 'CUST-000103',
      userId: 'usr-081377778888',
      firstName: 'Rina',
      lastName: 'Wulandari',
      emailAddress: 'rina.wulandari@example.com',
      mobileNumber: '081377778888',
      joinDate: '20260110',
      birthday: '20260110',
      alias: PENDING_ACTIVATION_ALIAS,
      isInActive: true,
      addresses: [],
    }),
    cart: [],
  },
];
