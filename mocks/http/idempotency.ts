import { HOUR_MS } from '../domain/time';
import { db } from '../store/collections';
import { requireCustomer } from './auth';
import { badRequest, unprocessable } from './errors';

// gateway.yaml, 'Creating calls are idempotent by key': a creating call sent again under the
// same Idempotency-Key (a retry after a lost answer) is answered with the first answer and
// writes nothing; under another request it is refused with 422 and writes nothing either.

/** How long a key is kept: after that it is a new key. */
const IDEMPOTENCY_WINDOW_MS = 24 * HOUR_MS;

/**
 * How many keys a customer's answers are kept under: one a confirmed press, so a day's
 * shopping is far below it, and no customer can grow the store without end. Past it the
 * oldest key is forgotten first (gateway.yaml).
 */
export const KEYS_PER_CUSTOMER = 50;

const HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x21-\x7E]{1,128}$/;

/** Requests under way per customer and key: a repeat that arrives meanwhile waits for them. */
const underWay = new Map<string, Promise<unknown>>();

/** JSON with object keys sorted, so the same data is the same text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests the same: method, path and the body as data (as text if not JSON),
 * kept as its SHA-256 digest (hex): the store holds no copy of what a customer sent.
 */
async function fingerprintOf(request: Request): Promise<string> {
  const text = await request.clone().text();
  let body = text;
  try {
    body = canonical(JSON.parse(text));
  } catch {
    // Not JSON: the handler refuses it; compared as it was sent.
  }
  const same = `${request.method} ${new URL(request.url).pathname.toLowerCase()} ${body}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(same));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Makes room for one more key of the customer's: the oldest go past KEYS_PER_CUSTOMER. */
function makeRoom(customerAlias: string): void {
  const keys = db.idempotencyKeys
    .findMany((q) => q.where({ customerAlias }))
    .sort((a, b) => a.storedAt - b.storedAt);
  const oldest = keys.slice(0, Math.max(0, keys.length - KEYS_PER_CUSTOMER + 1));
  for (const { key } of oldest)
    db.idempotencyKeys.deleteMany((q) => q.where({ customerAlias, key }));
}

function forgetExpired(now: number): void {
  db.idempotencyKeys.deleteMany((q) =>
    q.where({ storedAt: (storedAt) => storedAt <= now - IDEMPOTENCY_WINDOW_MS }),
  );
}

/**
 * Carries out a creating call once per customer and Idempotency-Key: the first successful
 * answer is kept and answered again to a repeat of the same request (`Idempotent-Replayed`);
 * a refused or failed request wrote nothing, so its key stays free. Without the header the
 * call is carried out as always.
 */
export async function idempotently(
  request: Request,
  carryOut: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const key = request.headers.get(HEADER);
  if (key === null) return carryOut();
  if (!KEY_FORMAT.test(key)) {
    return badRequest('Idempotency-Key harus 1 sampai 128 karakter ASCII tanpa spasi.');
  }
  // Keys are per customer: another customer's key is another key, and tells nothing.
  const customerAlias = requireCustomer(request).alias;
  const slot = `${customerAlias} ${key}`;
  const fingerprint = await fingerprintOf(request);
  // From the last wait to claiming the slot below nothing awaits: no two claim it at once.
  for (let waiting = underWay.get(slot); waiting; waiting = underWay.get(slot)) await waiting;
  forgetExpired(Date.now());
  const kept = db.idempotencyKeys.findFirst((q) => q.where({ customerAlias, key }));
  if (kept) {
    if (kept.fingerprint !== fingerprint) {
      return unprocessable(
        'Kunci permintaan ini sudah dipakai untuk permintaan lain. Muat ulang halaman lalu coba lagi.',
        'idempotency_key_reused',
      );
    }
    return new Response(kept.body, {
      status: kept.status,
      headers: { 'Content-Type': kept.contentType, 'Idempotent-Replayed': 'true' },
    });
  }
  const answer = carryOut();
  underWay.set(
    slot,
    answer.catch(() => undefined),
  );
  try {
    const response = await answer;
    if (response?.ok) {
      makeRoom(customerAlias);
      await db.idempotencyKeys.create({
        customerAlias,
        key,
        fingerprint,
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.clone().text(),
        storedAt: Date.now(),
      });
    }
    return response;
  } finally {
    underWay.delete(slot);
  }
}
