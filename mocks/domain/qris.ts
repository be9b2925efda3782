import { DEMO_QRIS_MERCHANT_ID, qrisCrc } from '@/lib/qris';

// The QRIS the mock payment provider issues for an order: a dynamic payload (EMVCo
// merchant-presented, as Bank Indonesia's QRIS specifies it) for exactly the order's
// total, with its CRC, as Midtrans's `qr_string` is. A banking app scanning it would pay
// Kopi Nusantara that amount; the demo's merchant ids are made up, and its NMID is the one a
// mock build's storefront draws codes for (src/features/payment/configuration.ts).

function field(tag: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new Error(`QRIS tag ${tag}: bad length`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The shop's merchant account (tag 26, the acquirer's; tag 51, QRIS's national id). */
const MERCHANT_ACCOUNT =
  field(
    '26',
    field('00', 'COM.MIDTRANS.WWW') +
      field('01', '936008980000001234') +
      field('02', 'G000001234') +
      field('03', 'UMI'),
  ) +
  field(
    '51',
    field('00', 'ID.CO.QRIS.WWW') + field('02', DEMO_QRIS_MERCHANT_ID) + field('03', 'UMI'),
  );

/** Rupiah with no cents, as the gateway keeps docTotal; cents only where there are some. */
function amountText(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`QRIS amount ${amount}`);
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * A dynamic QRIS payload for `amount` rupiah; `reference` (the order's number) goes in the
 * additional data, where the shop's bank statement shows it.
 */
export function qrisPayload(amount: number, reference: string): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    MERCHANT_ACCOUNT +
    field('52', '5814') +
    field('53', '360') +
    field('54', amountText(amount)) +
    field('58', 'ID') +
    field('59', 'KOPI NUSANTARA') +
    field('60', 'JAKARTA SELATAN') +
    field('61', '12730') +
    field('62', field('01', reference.slice(0, 25))) +
    '6304';
  return body + qrisCrc(body);
}
