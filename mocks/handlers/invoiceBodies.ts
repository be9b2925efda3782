import { z } from 'zod';
import {
  compactDate,
  list,
  optionalText,
  phoneNumber,
  postalCode,
  quantity,
  requiredText,
} from '../http/fields';

// The two invoices the storefront sends, as the gateway reads them.

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

export const onlineInvoice = invoiceBase.extend({
  Logistic: z.string().min(1),
  LogisticRate: z.number(),
  LogisticService: z.string().min(1),
  LogisticWeight: z.number(),
  LogisticETADays: z.string(),
  LogisticOriginId: z.string().min(1),
  LogisticDestinationId: z.string().min(1),
});

export const qrInvoice = invoiceBase.extend({ BranchCode: z.string().min(1) });

export type InvoiceLine = z.infer<typeof invoiceLine>;
export type OnlineInvoice = z.infer<typeof onlineInvoice>;
