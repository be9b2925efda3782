import { CUSTOM_PRODUCT_BASICS } from '@/api/blend';
import { invoiceLinesFrom } from '@/api/orders';
import type { Schemas } from '../domain/types';
import { cityById, provinceById, subdistrictById } from '../seed/regions';

// Valid request bodies as the storefront sends them, for tests to start from and break.

const PPN = { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true };

export function cartLine(
  code: string,
  quantity: number,
  uom: string,
  variances: { name: string; value: string }[] = [],
): Schemas['NewCartLine'] {
  return {
    product: { code },
    quantity,
    baseQuantity: 1,
    // What the storefront believes; the gateway prices the line itself.
    basePrice: 1,
    price: 1,
    lineStatus: 'Open',
    uom: { code: uom },
    remarks: '',
    baseUoM: { code: uom },
    lineDiscountAmount: 0,
    lineNumber: 1,
    lineTaxAmount: 0,
    outgoingTax: PPN,
    incomingTax: null,
    weightInMG: 0,
    lineTotal: quantity,
    varianceJSON: JSON.stringify(
      variances.map(({ name, value }) => ({ name, details: [{ value }] })),
    ),
  };
}

/** An address in a real sub-district (default: Tebet, Jakarta Selatan). */
export function addressInput(
  overrides: Partial<Schemas['ShipmentAddressInput']> = {},
  subDistrictId = '15310',
): Schemas['ShipmentAddressInput'] {
  const subdistrict = subdistrictById(subDistrictId);
  const city = subdistrict && cityById(subdistrict.city_id);
  const province = city && provinceById(city.province_id);
  if (!subdistrict || !city || !province) throw new Error(`No region ${subDistrictId}`);
  return {
    name: 'Kos',
    pic: 'Budi Santoso',
    mobileNumber: '081298765432',
    line1: 'Seberang Stasiun Tebet',
    line2: 'Jl. Tebet Raya No. 5, RT 01/RW 03',
    province: province.province,
    provinceId: province.province_id,
    city: city.city_name,
    cityId: city.city_id,
    subDistrict: subdistrict.subdistrict_name,
    subDistrictId: subdistrict.subdistrict_id,
    postalCode: '12810',
    isDefault: false,
    ...overrides,
  };
}

/**
 * What both invoices carry for cart lines: Siti's default address ('Rumah', Cilandak), as the
 * checkout copies it in, and the totals, deliberately the fixed test values of old.
 */
const invoiceFor = (lines: Schemas['CartLine'][]) => ({
  AddressLine1: 'Dekat Masjid Al-Ikhlas',
  AddressLine2: 'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan',
  City: 'Jakarta Selatan',
  PostalCode: '12410',
  MobileNumber: '081234567890',
  Pic: 'Siti Rahayu',
  CustomerName: 'Siti Rahayu',
  DocDate: '20260517',
  DocDueDate: '20260518',
  DeliveryDate: '20260517',
  DocNum: '',
  DocStatus: 'Open' as const,
  Remarks: 'Tolong dibungkus rapi.',
  MessageInGiftCard: '',
  DocTotal: 120_000,
  DocDueTotal: 120_000,
  Details: invoiceLinesFrom(lines),
});

/** An online invoice for cart lines, by JNE REG from the roastery to Siti's Cilandak. */
export function onlineInvoice(
  lines: Schemas['CartLine'][],
  overrides: Partial<Schemas['SalesInvoiceOnline']> = {},
): Schemas['SalesInvoiceOnline'] {
  return {
    ...invoiceFor(lines),
    Logistic: 'jne',
    LogisticRate: 1,
    LogisticService: 'REG',
    LogisticWeight: 1,
    LogisticETADays: '2-3',
    LogisticOriginId: '153',
    LogisticDestinationId: '15301',
    ...overrides,
  };
}

/** An invoice for cart lines paid by QR at the Kemang branch. */
export function qrInvoice(
  lines: Schemas['CartLine'][],
  overrides: Partial<Schemas['SalesInvoiceQR']> = {},
): Schemas['SalesInvoiceQR'] {
  return {
    ...invoiceFor(lines),
    BranchCode: 'JKT-KMG',
    ...overrides,
  };
}

/**
 * A custom blend as the blend builder creates it (POST /api/Product): half Gayo, half
 * Temanggung, medium grind, in coffee bags; its name carries markup the gateway must keep
 * as text.
 */
export function customProduct(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    name: 'Blend Pagi <script>alert(1)</script>',
    sellPrice: 98_000,
    ...CUSTOM_PRODUCT_BASICS,
    productOptions: [
      { code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 50 },
      { code: 'BN-TMGR-250', name: 'Robusta Temanggung', percentage: 50 },
      { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
    ],
    category: { name: 'Custom Blend', alias: 'CustomBlend' },
    uoMGroup: { code: 'BEAN-GR' },
    ...overrides,
  };
}
/**
 * A password login's token request (POST /connect/token, form-encoded) as the storefront sends
 * it; `offline_access` asks for a refresh token too.
 */
export function passwordLogin(
  username: string,
  password: string,
  scope: 'kopi_api' | 'kopi_api offline_access' = 'kopi_api offline_access',
) {
  return { grant_type: 'password', client_id: 'kopi-storefront', scope, username, password };
}

/** A new customer's registration (POST /api/Customer, one of its list), with a password. */
export const registration = {
  firstName: 'Agus',
  lastName: 'Pratama',
  emailAddress: 'agus.pratama@example.com',
  joinDate: '20260517',
  birthday: '20260517',
  mobileNumber: '081355556666',
  password: 'Seduh#123',
};
