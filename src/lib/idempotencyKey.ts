/**
 * A new key for one confirmed press of a creating call (gateway.yaml, 'Idempotency-Key'):
 * a random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost), so a
 * shop opened over plain http on a LAN address builds the same v4 UUID from
 * `crypto.getRandomValues`, which every browser has everywhere.
 */
/** What the key is made from: the browser's crypto, or a stand-in in tests. */
interface RandomSource {
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
