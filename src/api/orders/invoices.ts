import { toWireDate } from '@/lib/format';
import type { CartLine } from '../cart/calls';
import type { Branch, ShipmentAddress } from '../models';
import type { components } from '../schema';
import { shippingWeightGrams } from '../shipping/weight';

// The bodies of the two invoices, built from the cart without zod or the API client: the
// checkout and the branch screens build them as the shopper presses, before the api layer
// has to be there (the orders resource exports them).

type Contract = components['schemas'];
type SalesInvoiceOnline = Contract['SalesInvoiceOnline'];
type SalesInvoiceQR = Contract['SalesInvoiceQR'];
type SalesInvoiceLine = Contract['SalesInvoiceLine'];

/** The invoice's lines: the cart's lines as they are, named so the gateway can match them. */
export function invoiceLinesFrom(lines: readonly CartLine[]): SalesInvoiceLine[] {
  return lines.map((line) => ({
    ProductCode: line.product.code,
    Quantity: line.quantity,
    UoMCode: line.uoM.code,
    Price: line.price,
    LineTotal: line.lineTotal,
    Remarks: line.remarks ?? null,
    VarianceJSON: line.varianceJSON ?? null,
  }));
}

/** What the lines cost together (the gateway works out its own; this is what is shown). */
function linesTotal(lines: readonly Pick<CartLine, 'lineTotal'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

interface InvoiceCommon {
  lines: readonly CartLine[];
  /** The customer's name as the profile has it. */
  customerName: string;
  /** What the shopper wrote for the shop; empty when nothing (never a placeholder). */
  remarks?: string;
  now?: Date;
}

/** Where the order goes and who takes it: a saved address, or the branch for QR orders. */
interface InvoicePlace {
  place: Pick<ShipmentAddress, 'line1' | 'line2' | 'city' | 'postalCode'>;
  mobileNumber: string;
  pic: string;
}

function invoiceBase(
  { lines, customerName, remarks = '', now = new Date() }: InvoiceCommon,
  { place, mobileNumber, pic }: InvoicePlace,
  total: number,
) {
  const today = toWireDate(now);
  return {
    CustomerName: customerName,
    DocDate: today,
    DocDueDate: today,
    DeliveryDate: today,
    // The ERP numbers the invoice.
    DocNum: '',
    DocStatus: 'Open' as const,
    Remarks: remarks.trim(),
    Details: invoiceLinesFrom(lines),
    AddressLine1: place.line1,
    AddressLine2: place.line2,
    City: place.city,
    PostalCode: place.postalCode,
    MobileNumber: mobileNumber,
    Pic: pic,
    DocTotal: total,
    DocDueTotal: total,
  };
}

/** The chosen courier service, as the shipping proxy quoted it. */
export interface ShippingQuote {
  courier: string;
  service: string;
  cost: number;
  etd: string;
}

/**
 * SPEC §3 'Sales invoice (online)': delivery to one of the customer's saved addresses with the
 * quoted service. Totals are the lines plus shipping; no gift message or placeholder remarks.
 */
export function onlineInvoice({
  address,
  quote,
  originCityId,
  weightInMg,
  ...common
}: InvoiceCommon & {
  address: ShipmentAddress;
  quote: ShippingQuote;
  originCityId: string;
  weightInMg: number;
}): SalesInvoiceOnline {
  const place = { place: address, mobileNumber: address.mobileNumber, pic: address.pic };
  return {
    ...invoiceBase(common, place, linesTotal(common.lines) + quote.cost),
    Logistic: quote.courier,
    LogisticRate: quote.cost,
    LogisticService: quote.service,
    LogisticWeight: shippingWeightGrams(weightInMg),
    LogisticETADays: quote.etd,
    LogisticOriginId: originCityId,
    LogisticDestinationId: address.subDistrictId,
  };
}

/**
 * The invoice to pay at a branch: the branch's address, the customer's phone, the real total
 * of the lines (never the old product's fixed 120000).
 */
export function qrInvoice({
  branch,
  mobileNumber,
  ...common
}: InvoiceCommon & { branch: Branch; mobileNumber: string }): SalesInvoiceQR {
  const place = { place: branch, mobileNumber, pic: common.customerName };
  return {
    ...invoiceBase(common, place, linesTotal(common.lines)),
    BranchCode: branch.code,
  };
}
