import { describe, expect, it } from 'vitest';
import { parseQris, payableQrValue, qrisCrc, readTlv } from './qris';

const tlv = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic QRIS for Rp 404.500 (the shape banks issue), up to its CRC's tag. */
const BODY = [
  tlv('00', '01'),
  tlv('01', '12'),
  tlv('26', tlv('00', 'COM.MIDTRANS.WWW') + tlv('01', '936008980000001234') + tlv('03', 'UMI')),
  tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', 'ID1026000001234') + tlv('03', 'UMI')),
  tlv('52', '5814'),
  tlv('53', '360'),
  tlv('54', '404500'),
  tlv('58', 'ID'),
  tlv('59', 'KOPI NUSANTARA'),
  tlv('60', 'JAKARTA SELATAN'),
  tlv('62', tlv('01', 'SO-2026-000131')),
  '6304',
].join('');
const PAYLOAD = BODY + qrisCrc(BODY);
const RULES = { merchantId: 'ID1026000001234', amount: 404_500 };

describe('qrisCrc', () => {
  it('is CRC-16/CCITT-FALSE: the standard check value of "123456789" is 29B1', () => {
    expect(qrisCrc('123456789')).toBe('29B1');
  });
});

describe('readTlv', () => {
  it('reads tags, lengths and values, and refuses a field cut short', () => {
    expect(readTlv('0002010102')).toBeNull();
    expect([...(readTlv('000201010212') ?? [])]).toEqual([
      ['00', '01'],
      ['01', '12'],
    ]);
  });
});

describe('a QRIS payload', () => {
  it('is drawn when its fields and CRC hold and it asks for the order’s amount', () => {
    expect(parseQris(PAYLOAD)?.get('54')).toBe('404500');
    expect(payableQrValue(` ${PAYLOAD} `, RULES)).toBe(PAYLOAD);
  });

  it('is not drawn with a CRC that does not match', () => {
    const last = PAYLOAD.at(-1) === '0' ? '1' : '0';
    expect(payableQrValue(PAYLOAD.slice(0, -1) + last, RULES)).toBeNull();
  });

  it('is not drawn when a field is changed but the CRC kept (another amount)', () => {
    expect(payableQrValue(PAYLOAD.replace('5406404500', '5406404501'), RULES)).toBeNull();
  });

  it('is not drawn when it asks for another amount than the order’s, CRC right or not', () => {
    expect(payableQrValue(PAYLOAD, { ...RULES, amount: 404_000 })).toBeNull();
  });

  it('is not drawn truncated: a TLV field longer than what is left', () => {
    const cut = BODY.replace('5914KOPI NUSANTARA', '5930KOPI NUSANTARA');
    expect(payableQrValue(cut + qrisCrc(cut), RULES)).toBeNull();
    expect(payableQrValue(PAYLOAD.slice(0, 60), RULES)).toBeNull();
  });

  it.each([
    ['another currency than the rupiah', '5303360', '5303840'],
    ['another country', '5802ID', '5802SG'],
    ['no merchant category', '52045814', ''],
    ['no payload format indicator first', '000201010212', '010212000201'],
    ['a dynamic code without its amount', '5406404500', ''],
  ])('is not drawn with %s, even with a fresh CRC', (_, from, to) => {
    const changed = BODY.replace(from, to);
    expect(payableQrValue(changed + qrisCrc(changed), RULES)).toBeNull();
  });
});

describe('whose code it is', () => {
  it('is not drawn for another merchant, CRC right or not: the shopper would pay them', () => {
    const other = BODY.replace('0215ID1026000001234', '0215ID1026000009999');
    expect(payableQrValue(other + qrisCrc(other), RULES)).toBeNull();
    // The shop's NMID outside QRIS's national template names no merchant of the shop's.
    const elsewhere = BODY.replace('0014ID.CO.QRIS.WWW', '0014ID.CO.ELSE.WWW');
    expect(payableQrValue(elsewhere + qrisCrc(elsewhere), RULES)).toBeNull();
  });

  it('is not drawn at all by a build that names no merchant', () => {
    expect(payableQrValue(PAYLOAD, { ...RULES, merchantId: null })).toBeNull();
  });

  it('is not drawn static: a static code lets the shopper type any amount', () => {
    const fixed = BODY.replace('010212', '010211');
    expect(payableQrValue(fixed + qrisCrc(fixed), RULES)).toBeNull();
    const open = fixed.replace('5406404500', '');
    expect(parseQris(open + qrisCrc(open))).not.toBeNull();
    expect(payableQrValue(open + qrisCrc(open), RULES)).toBeNull();
  });
});

describe('anything but a QRIS payload', () => {
  it.each([
    ['a link on the payment provider', 'https://api.sandbox.midtrans.com/v2/qris/abc/qr-code'],
    ['another host', 'https://evil.example/v2/qris/abc/qr-code'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain text', 'bayar ke rekening 123'],
    ['nothing', '   '],
  ])('is not drawn: %s', (_, value) => {
    expect(payableQrValue(value, RULES)).toBeNull();
  });
});
