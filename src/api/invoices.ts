import { z } from 'zod';
import { api, type CallOptions, callInit } from './client';
import { parsed } from './response';
import type { components } from './schema';

type Contract = components['schemas'];
/** Delivery to home, paid online (SPEC §3 'Sales invoice (online)'). */
export type SalesInvoiceOnline = Contract['SalesInvoiceOnline'];
/** Pay at a branch: the address fields carry the branch's address. */
export type SalesInvoiceQR = Contract['SalesInvoiceQR'];
/** What the payment-gateway script needs to open the payment. */
export type PaymentSession = Contract['PaymentSession'];

const paymentSessionSchema = z.object({
  orderAlias: z.string().min(1),
  token: z.string().min(1),
  redirect_url: z.string(),
}) satisfies z.ZodType<PaymentSession>;

export function createOnlineInvoice(invoice: SalesInvoiceOnline, options?: CallOptions) {
  return parsed(
    api.POST('/api/SalesInvoice/Online', { body: invoice, ...callInit(options) }),
    paymentSessionSchema,
  );
}

/** Creates the invoice to pay in store; the answer is the alias the QR code shows. */
export function createQRInvoice(invoice: SalesInvoiceQR, options?: CallOptions) {
  return parsed(
    api.POST('/api/SalesInvoice/QR', { body: invoice, ...callInit(options) }),
    z.string().min(1),
  );
}

export { onlineInvoice, qrInvoice, type ShippingQuote } from './invoiceBodies';
