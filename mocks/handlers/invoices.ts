import { quoted } from '../domain/input';
import { qrisPayload } from '../domain/qris';
import { HOUR_MS, toJakartaIso } from '../domain/time';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest } from '../http/errors';
import { route } from '../http/route';
import { type CartLineRecord, type CustomerRecord, db } from '../store/collections';
import { newAlias, nextInSequence } from '../store/ids';
import { SEQUENCE_DOC_NUM } from '../store/seed';
import { onlineInvoice, qrInvoice } from './invoiceBodies';
import {
  matchCartLines,
  type PricedCart,
  priceCartLines,
  quoteShipping,
  savedAddressOf,
} from './invoiceChecks';

/** SPEC.md: an order awaits payment for 24 hours. */
const PAYMENT_WINDOW_MS = 24 * HOUR_MS;

type NewOrder = Parameters<typeof db.orders.create>[0];

async function nextDocNum(now: number): Promise<string> {
  const number = await nextInSequence(SEQUENCE_DOC_NUM, 1);
  return `SO-${new Date(now).getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

/**
 * Writes the order for cart lines at their prices, open and awaiting payment, one invoice per
 * cart state. The lines leave the cart before the first await, so a second request for them
 * (a double click) that runs while the order is being written finds them gone and is refused
 * with a 409: nothing is charged twice. Should the order not be written, the lines go back,
 * so nothing is lost either.
 */
async function invoiceCartLines(
  customer: CustomerRecord,
  lines: CartLineRecord[],
  priced: PricedCart,
  order: Omit<
    NewOrder,
    'customerAlias' | 'docNum' | 'docDate' | 'docDueDate' | 'docStatus' | 'details'
  >,
): Promise<void> {
  const claimed = lines.map((line) => JSON.parse(JSON.stringify(line)) as CartLineRecord);
  for (const line of lines) db.cartLines.delete(line);
  try {
    const now = Date.now();
    await db.orders.create({
      ...order,
      customerAlias: customer.alias,
      docNum: await nextDocNum(now),
      docDate: toJakartaIso(now),
      docDueDate: toJakartaIso(now + PAYMENT_WINDOW_MS),
      docStatus: 'Open',
      details: priced.details,
    });
  } catch (error) {
    for (const line of claimed) await db.cartLines.create(line);
    throw error;
  }
}

function hex(length: number): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, length);
}

export const invoiceHandlers = [
  route(
    'post',
    '/api/SalesInvoice/Online',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const invoice = await readJson(request, onlineInvoice);
      const address = savedAddressOf(invoice, customer);
      const lines = matchCartLines(invoice.Details, customer);
      const priced = priceCartLines(lines);
      const quote = quoteShipping(invoice, address, priced.weightInMg);
      const paymentToken = crypto.randomUUID();
      const orderAlias = newAlias('trx');
      const docTotal = priced.total + quote.rate;
      await invoiceCartLines(customer, lines, priced, {
        alias: orderAlias,
        docTotal,
        // The provider's QRIS for exactly this total, as Midtrans's qr_string.
        midTransQRISUrl: qrisPayload(docTotal, orderAlias),
        logisticService: quote.service,
        logisticETADays: quote.etaDays,
        logisticRate: quote.rate,
        channel: 'online',
        branchCode: null,
        paymentToken,
        deliveryAddress: {
          pic: address.pic,
          mobileNumber: address.mobileNumber,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          postalCode: address.postalCode,
        },
      });
      return response(201).json({
        orderAlias,
        token: paymentToken,
        redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${paymentToken}`,
      });
    },
    { idempotent: true },
  ),

  route(
    'post',
    '/api/SalesInvoice/QR',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const invoice = await readJson(request, qrInvoice);
      const branch = db.branches.findFirst((q) => q.where({ code: invoice.BranchCode }));
      if (!branch) return badRequest(quoted`Cabang ${invoice.BranchCode} tidak dikenal.`);
      const lines = matchCartLines(invoice.Details, customer);
      const priced = priceCartLines(lines);
      const alias = `SI-QR-${hex(8)}`;
      await invoiceCartLines(customer, lines, priced, {
        alias,
        docTotal: priced.total,
        // Paid at the branch by scanning the alias: no online QRIS link.
        midTransQRISUrl: null,
        logisticService: null,
        logisticETADays: null,
        logisticRate: null,
        channel: 'qr',
        branchCode: branch.code,
        paymentToken: null,
        deliveryAddress: null,
      });
      return response(201).json(alias);
    },
    { idempotent: true },
  ),
];
