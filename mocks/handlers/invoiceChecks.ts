import { z } from 'zod';
import { canonicalVariances } from '../domain/cartLines';
import { addressesOf } from '../domain/dto';
import { quoted } from '../domain/input';
import { lineFigures } from '../domain/pricing';
import { badRequest, conflict, fail } from '../http/errors';
import { etdMaxDays, isCourierCode, shippingCost } from '../seed/couriers';
import { orderedLine } from '../seed/lines';
import { cityById, subdistrictById } from '../seed/regions';
import {
  type AddressRecord,
  type CartLineRecord,
  type CustomerRecord,
  db,
  type OrderLineValues,
} from '../store/collections';
import { cartOf } from './cart';
import type { InvoiceLine, OnlineInvoice } from './invoiceBodies';

// What an invoice claims, checked against what the gateway knows: the customer's cart as it
// is now, their saved addresses, today's prices and today's shipping rates. Each check fails
// the request with the reason; none trusts a figure the storefront sent.

const chosenVariances = z.array(
  z.object({ name: z.string(), details: z.array(z.object({ value: z.string() })) }),
);

/** The line's variances as the cart stores them, to compare with the cart's lines. */
function canonicalVariance(text: string, productCode: string): string {
  let chosen: z.infer<typeof chosenVariances>;
  try {
    chosen = chosenVariances.parse(JSON.parse(text));
  } catch {
    fail(badRequest('VarianceJSON harus berisi daftar varian dalam JSON.'));
  }
  const product = db.products.findFirst((q) => q.where({ code: productCode }));
  return JSON.stringify(product ? canonicalVariances(product, chosen) : chosen);
}

const STALE_CART = 'Muat ulang keranjang lalu coba lagi.';

/** Each invoice line must be a line of the customer's cart as it is now. */
export function matchCartLines(lines: InvoiceLine[], customer: CustomerRecord): CartLineRecord[] {
  const cart = cartOf(customer.alias);
  const taken = new Set<string>();
  return lines.map((line) => {
    const variance = line.VarianceJSON
      ? canonicalVariance(line.VarianceJSON, line.ProductCode)
      : null;
    const remarks = line.Remarks ?? null;
    // Remarks and variances are optional: they are needed only to tell apart lines of the
    // same product and unit (the same beans in two grinds).
    const candidates = cart.filter(
      (c) =>
        !taken.has(c.alias) &&
        c.productCode === line.ProductCode &&
        c.uomCode === line.UoMCode &&
        (variance === null || c.varianceJSON === variance) &&
        (remarks === null || c.remarks === remarks),
    );
    const match = candidates[0];
    if (!match) {
      fail(
        conflict(
          `${line.ProductCode} (${line.UoMCode}) tidak ada di keranjang kamu. ${STALE_CART}`,
        ),
      );
    }
    if (candidates.length > 1) {
      fail(
        badRequest(
          `Sertakan Remarks dan VarianceJSON untuk ${line.ProductCode}: keranjang memuatnya lebih dari sekali dalam satuan ${line.UoMCode}.`,
        ),
      );
    }
    if (match.quantity !== line.Quantity) {
      fail(
        conflict(`${quoted`Jumlah ${line.ProductCode} berbeda dengan keranjang.`} ${STALE_CART}`),
      );
    }
    taken.add(match.alias);
    return match;
  });
}

/**
 * The parcel goes to one of the customer's saved addresses as it is saved now: the street,
 * postal code, recipient, phone, city and sub-district must all be one address's. Anything
 * else (an address deleted or edited in another tab, someone else's, one made up) would ship
 * to a place the customer never confirmed, so it is refused before anything is charged.
 */
export function savedAddressOf(invoice: OnlineInvoice, customer: CustomerRecord): AddressRecord {
  const address = addressesOf(customer.alias).find(
    (saved) =>
      saved.line2.trim() === invoice.AddressLine2 &&
      saved.postalCode === invoice.PostalCode &&
      saved.pic.trim() === invoice.Pic &&
      saved.mobileNumber === invoice.MobileNumber &&
      saved.city === invoice.City &&
      saved.subDistrictId === invoice.LogisticDestinationId,
  );
  if (!address) {
    fail(
      badRequest(
        'Alamat pengiriman tidak ada di daftar alamat kamu: mungkin sudah diubah atau dihapus. Pilih lagi alamat pengirimanmu, lalu coba lagi.',
      ),
    );
  }
  return address;
}

export interface PricedCart {
  details: OrderLineValues[];
  total: number;
  weightInMg: number;
}

/** The lines at today's prices, as the order will record them. */
export function priceCartLines(lines: CartLineRecord[]): PricedCart {
  const tax = db.taxes.findFirst((q) => q.where({ isDefault: true })) ?? null;
  const details = lines.map((line) => {
    const product = db.products.findFirst((q) => q.where({ code: line.productCode }));
    const figures = product?.isSalesItem && lineFigures(product, line.uomCode, line.quantity);
    if (!product || !figures)
      fail(conflict(`${quoted`${line.productCode} sudah tidak dijual.`} ${STALE_CART}`));
    return {
      line: orderedLine(
        product,
        { ...line, ...figures },
        tax && { code: tax.code, name: tax.name, rate: tax.rate, isDefault: tax.isDefault },
      ),
      weightInMg: figures.weightInMg,
    };
  });
  return {
    details: details.map((d) => d.line),
    total: details.reduce((sum, d) => sum + d.line.lineTotal, 0),
    weightInMg: details.reduce((sum, d) => sum + d.weightInMg, 0),
  };
}

interface Quote {
  service: string;
  rate: number;
  etaDays: string;
}

/** The rate the courier charges today for this weight to the saved address: never the client's. */
export function quoteShipping(
  invoice: OnlineInvoice,
  address: AddressRecord,
  weightInMg: number,
): Quote {
  const origin = db.branches.findFirst((q) => q.where({ isOrigin: true }));
  if (!origin || invoice.LogisticOriginId !== origin.cityId) {
    fail(
      badRequest(quoted`LogisticOriginId harus kota asal pengiriman (${origin?.cityId ?? '-'}).`),
    );
  }
  const destination = subdistrictById(address.subDistrictId);
  if (!destination || !cityById(destination.city_id)) {
    fail(badRequest(quoted`Kecamatan tujuan ${address.subDistrictId} tidak dikenal.`));
  }
  const courier = invoice.Logistic.toLowerCase();
  if (!isCourierCode(courier)) fail(badRequest(quoted`Kurir ${invoice.Logistic} tidak dikenal.`));
  const offer = shippingCost({
    originCityId: origin.cityId,
    destinationCityId: destination.city_id,
    destinationSubdistrictId: destination.subdistrict_id,
    weightGrams: weightInMg / 1000,
    courier,
  }).find((s) => s.service === invoice.LogisticService);
  const cost = offer?.cost[0];
  if (!offer || !cost) {
    fail(
      badRequest(
        `Layanan ${invoice.Logistic.toUpperCase()} ${invoice.LogisticService} tidak tersedia untuk tujuan ini.`,
      ),
    );
  }
  return {
    service: `${courier.toUpperCase()} - ${offer.service}`,
    rate: cost.value,
    etaDays: String(etdMaxDays(cost.etd)),
  };
}
