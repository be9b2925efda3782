import { z } from 'zod';
import { canonicalVariances } from '../domain/cartLines';
import { addressesOf } from '../domain/dto';
import { quoted } from '../domain/input';
import { lineFigures } from '../domain/pricing';
import { HOUR_MS, toJakartaIso } from '../domain/time';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, conflict, fail } from '../http/errors';
import {
  compactDate,
  list,
  optionalText,
  phoneNumber,
  postalCode,
  quantity,
  requiredText,
} from '../http/fields';
import { route } from '../http/route';
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
import { newAlias, nextInSequence } from '../store/ids';
import { SEQUENCE_DOC_NUM } from '../store/seed';
import { cartOf } from './cart';

/** SPEC.md: an order awaits payment for 24 hours. */
const PAYMENT_WINDOW_MS = 24 * HOUR_MS;

const invoiceLine = z.object({
  ProductCode: z.string().min(1),
  Quantity: quantity,
  UoMCode: z.string().min(1),
  Price: z.number(),
  LineTotal: z.number(),
  Remarks: optionalText('Remarks', 500).nullish(),
  VarianceJSON: z.string().max(2_000).nullish(),
});

const invoiceBase = z.object({
  AddressLine1: optionalText('Patokan', 200),
  AddressLine2: requiredText('Alamat', 500),
  City: requiredText('Kota'),
  PostalCode: postalCode,
  MobileNumber: phoneNumber,
  Pic: requiredText('Nama penerima'),
  CustomerName: requiredText('Nama pelanggan'),
  DocDate: compactDate('DocDate'),
  DocDueDate: compactDate('DocDueDate'),
  DeliveryDate: compactDate('DeliveryDate'),
  DocNum: z.string().max(50),
  DocStatus: z.literal('Open', 'DocStatus harus "Open".'),
  // Totals and prices are the storefront's view; the gateway works out its own.
  DocTotal: z.number(),
  DocDueTotal: z.number(),
  Remarks: optionalText('Catatan', 500),
  MessageInGiftCard: optionalText('Pesan kartu ucapan', 500).optional(),
  Details: list(invoiceLine, 50),
});

const onlineInvoice = invoiceBase.extend({
  Logistic: z.string().min(1),
  LogisticRate: z.number(),
  LogisticService: z.string().min(1),
  LogisticWeight: z.number(),
  LogisticETADays: z.string(),
  LogisticOriginId: z.string().min(1),
  LogisticDestinationId: z.string().min(1),
});

const qrInvoice = invoiceBase.extend({ BranchCode: z.string().min(1) });

type InvoiceLine = z.infer<typeof invoiceLine>;

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
function matchCartLines(lines: InvoiceLine[], customer: CustomerRecord): CartLineRecord[] {
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

type OnlineInvoice = z.infer<typeof onlineInvoice>;

/**
 * The parcel goes to one of the customer's saved addresses as it is saved now: the street,
 * postal code, recipient, phone, city and sub-district must all be one address's. Anything
 * else (an address deleted or edited in another tab, someone else's, one made up) would ship
 * to a place the customer never confirmed, so it is refused before anything is charged.
 */
function savedAddressOf(invoice: OnlineInvoice, customer: CustomerRecord): AddressRecord {
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

interface PricedCart {
  details: OrderLineValues[];
  total: number;
  weightInMg: number;
}

/** The lines at today's prices, as the order will record them. */
function priceCartLines(lines: CartLineRecord[]): PricedCart {
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
function quoteShipping(invoice: OnlineInvoice, address: AddressRecord, weightInMg: number): Quote {
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

async function nextDocNum(now: number): Promise<string> {
  const number = await nextInSequence(SEQUENCE_DOC_NUM, 1);
  return `SO-${new Date(now).getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

/**
 * Writes the order for cart lines, one invoice per cart state. The lines leave the cart
 * before the first await, so a second request for them (a double click) that runs while the
 * order is being written finds them gone and is refused with a 409: nothing is charged
 * twice. Should the order not be written, the lines go back, so nothing is lost either.
 */
async function invoiceCartLines(
  lines: CartLineRecord[],
  writeOrder: () => Promise<unknown>,
): Promise<void> {
  const claimed = lines.map((line) => JSON.parse(JSON.stringify(line)) as CartLineRecord);
  for (const line of lines) db.cartLines.delete(line);
  try {
    await writeOrder();
  } catch (error) {
    for (const line of claimed) await db.cartLines.create(line);
    throw error;
  }
}

function hex(length: number): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, length);
}

export const invoiceHandlers = [
  route('post', '/api/SalesInvoice/Online', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const invoice = await readJson(request, onlineInvoice);
    const address = savedAddressOf(invoice, customer);
    const lines = matchCartLines(invoice.Details, customer);
    const priced = priceCartLines(lines);
    const quote = quoteShipping(invoice, address, priced.weightInMg);
    const now = Date.now();
    const paymentToken = crypto.randomUUID();
    const orderAlias = newAlias('trx');
    await invoiceCartLines(lines, async () =>
      db.orders.create({
        alias: orderAlias,
        customerAlias: customer.alias,
        docNum: await nextDocNum(now),
        docDate: toJakartaIso(now),
        docDueDate: toJakartaIso(now + PAYMENT_WINDOW_MS),
        docStatus: 'Open',
        docTotal: priced.total + quote.rate,
        details: priced.details,
        midTransQRISUrl: `https://api.sandbox.midtrans.com/v2/qris/${paymentToken}/qr-code`,
        logisticService: quote.service,
        logisticETADays: quote.etaDays,
        logisticRate: quote.rate,
        channel: 'online',
        branchCode: null,
        paymentToken,
      }),
    );
    return response(201).json({
      orderAlias,
      token: paymentToken,
      redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${paymentToken}`,
    });
  }),

  route('post', '/api/SalesInvoice/QR', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const invoice = await readJson(request, qrInvoice);
    const branch = db.branches.findFirst((q) => q.where({ code: invoice.BranchCode }));
    if (!branch) return badRequest(quoted`Cabang ${invoice.BranchCode} tidak dikenal.`);
    const lines = matchCartLines(invoice.Details, customer);
    const priced = priceCartLines(lines);
    const now = Date.now();
    const alias = `SI-QR-${hex(8)}`;
    await invoiceCartLines(lines, async () =>
      db.orders.create({
        alias,
        customerAlias: customer.alias,
        docNum: await nextDocNum(now),
        docDate: toJakartaIso(now),
        docDueDate: toJakartaIso(now + PAYMENT_WINDOW_MS),
        docStatus: 'Open',
        docTotal: priced.total,
        details: priced.details,
        // Paid at the branch by scanning the alias: no online QRIS link.
        midTransQRISUrl: null,
        logisticService: null,
        logisticETADays: null,
        logisticRate: null,
        channel: 'qr',
        branchCode: branch.code,
        paymentToken: null,
      }),
    );
    return response(201).json(alias);
  }),
];
