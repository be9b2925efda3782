/**
 * What an order's QRIS value must be before the shop draws it as a code a banking app will
 * scan and pay: a dynamic QRIS payload (Bank Indonesia's QRIS, the EMVCo merchant-presented QR
 * format) whose fields and CRC hold, for the shop's own merchant (its national merchant id,
 * NMID, from the build's configuration) and for exactly the order's total. Anything else (a
 * static code, another merchant's, an address, `javascript:`, `data:`) is not drawn: the
 * shopper would pay someone else, or an amount of their own choosing.
 */

/** The demo's merchant (mock builds, mocks/domain/qris.ts): a made-up NMID. */
export const DEMO_QRIS_MERCHANT_ID = 'ID1026000001234';

/** QRIS's national merchant account template (tag 51): its id, and the NMID in field 02. */
const NATIONAL_TEMPLATE_TAG = '51';
const NATIONAL_TEMPLATE_ID = 'ID.CO.QRIS.WWW';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 upper-case hex digits: QRIS tag 63. */
export function qrisCrc(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields of a TLV string (2-digit tag, 2-digit length, value), or null where it breaks. */
export function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/u.test(head)) return null;
    const tag = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length || fields.has(tag)) return null;
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
}

const MAX_PAYLOAD_LENGTH = 512;
/** EMVCo's alphanumeric-special set: printable ASCII only. */
const PRINTABLE = /^[\x20-\x7e]+$/u;
const AMOUNT = /^(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/u;

/** The amount a QRIS payload asks for (tag 54), or null where it names none. */
function qrisAmount(fields: Map<string, string>): number | null {
  const amount = fields.get('54');
  return amount === undefined ? null : Number(amount);
}

/**
 * The fields of a QRIS payload, or null when it is not one: format indicator 01 first, point
 * of initiation 11 (static) or 12 (dynamic, which names its amount), a merchant account
 * (tags 02–51, QRIS's own in 26–51 with its nested fields), category code, currency 360
 * (rupiah), country ID, merchant name and city, and the CRC (tag 63, last) of everything
 * before it.
 */
export function parseQris(payload: string): Map<string, string> | null {
  if (payload.length > MAX_PAYLOAD_LENGTH || !PRINTABLE.test(payload)) return null;
  if (!payload.startsWith('000201')) return null;
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') return null;
  if (payload.slice(crcAt + 4).toUpperCase() !== qrisCrc(payload.slice(0, crcAt + 4))) return null;
  const fields = readTlv(payload);
  if (!fields || [...fields.keys()].at(-1) !== '63') return null;
  const initiation = fields.get('01');
  if (initiation !== '11' && initiation !== '12') return null;
  const accounts = [...fields.keys()].filter((tag) => tag >= '02' && tag <= '51');
  if (accounts.length === 0) return null;
  // QRIS's own accounts (26–51) are templates: nested fields, a globally unique id first.
  for (const tag of accounts.filter((t) => t >= '26')) {
    const nested = readTlv(fields.get(tag) ?? '');
    if (!nested?.get('00')) return null;
  }
  if (!/^\d{4}$/u.test(fields.get('52') ?? '')) return null;
  if (fields.get('53') !== '360' || fields.get('58') !== 'ID') return null;
  if (!fields.get('59') || (fields.get('59')?.length ?? 0) > 25) return null;
  if (!fields.get('60') || (fields.get('60')?.length ?? 0) > 15) return null;
  const amount = fields.get('54');
  if (amount === undefined ? initiation === '12' : !AMOUNT.test(amount)) return null;
  return fields;
}

export interface QrRules {
  /** The shop's NMID (the build's VITE_QRIS_MERCHANT_ID); null when none is configured. */
  merchantId: string | null;
  /** The order's total: a payload that names another amount, or none, is not drawn. */
  amount: number;
}

/** The NMID a payload's national template names, or null. */
function merchantIdOf(fields: Map<string, string>): string | null {
  const national = readTlv(fields.get(NATIONAL_TEMPLATE_TAG) ?? '');
  return national?.get('00') === NATIONAL_TEMPLATE_ID ? (national.get('02') ?? null) : null;
}

/**
 * The value to draw as the order's payment code, or null when it must not be drawn: a dynamic
 * QRIS payload (point of initiation 12) of the shop's merchant for the order's amount.
 */
export function payableQrValue(value: string | null | undefined, rules: QrRules): string | null {
  const text = value?.trim() ?? '';
  const fields = text ? parseQris(text) : null;
  if (!fields || !rules.merchantId) return null;
  const forTheOrder = fields.get('01') === '12' && qrisAmount(fields) === rules.amount;
  return forTheOrder && merchantIdOf(fields) === rules.merchantId ? text : null;
}
