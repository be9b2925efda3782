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
const RULES = { hosts: ['api.sandbox.midtrans.com'], amount: 404_500 };

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

describe('a payment address', () => {
  it('is drawn when it is https on the payment provider’s host', () => {
    const link = 'https://api.sandbox.midtrans.com/v2/qris/abc/qr-code';
    expect(payableQrValue(link, RULES)).toBe(link);
  });

  it.each([
    ['http', 'http://api.sandbox.midtrans.com/v2/qris/abc/qr-code'],
    ['another host', 'https://evil.example/v2/qris/abc/qr-code'],
    ['a look-alike host', 'https://api.sandbox.midtrans.com.evil.example/qr'],
    ['user info before the host', 'https://api.sandbox.midtrans.com@evil.example/qr'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain text', 'bayar ke rekening 123'],
    ['nothing', '   '],
  ])('is not drawn as %s', (_, value) => {
    expect(payableQrValue(value, RULES)).toBeNull();
  });
});
