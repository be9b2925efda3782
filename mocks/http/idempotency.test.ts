import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '../domain/time';
import { db } from '../store/collections';
import { call, changedSince, databaseState, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { cartLine } from '../testing/payloads';
import { KEYS_PER_CUSTOMER } from './idempotency';

// gateway.yaml, 'Creating calls are idempotent by key', checked once here on POST /api/Cart;
// every creating route goes through the same `idempotently` (route.ts, `idempotent: true`).

const KEY = { 'Idempotency-Key': 'press-1' };
const TWO_BAGS = [cartLine('BN-TORA-250', 2, '500GR')];

async function addTwoBags(token: string, headers: Record<string, string> = KEY) {
  return call('POST', '/api/Cart', { token, json: TWO_BAGS, headers });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a creating call sent again under its Idempotency-Key', () => {
  it('answers the first answer again and writes nothing', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const first = await addTwoBags(token);
    expect(first.status).toBe(201);
    const before = databaseState();
    const again = await addTwoBags(token);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(changedSince(before)).toEqual([]);
    expect((await call('GET', '/api/Cart', { token })).body[0].quantity).toBe(2);
  });

  it('carries out a repeat that arrives while the first is under way once', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const [a, b] = await Promise.all([addTwoBags(token), addTwoBags(token)]);
    expect(b.body).toEqual(a.body);
    expect((await call('GET', '/api/Cart', { token })).body[0].quantity).toBe(2);
  });

  it('refuses the key under another request with 422 and writes nothing', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    await addTwoBags(token);
    const before = databaseState();
    const other = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BN-TORA-250', 3, '500GR')],
      headers: KEY,
    });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    expect(changedSince(before)).toEqual([]);
  });

  it('keeps a key 24 hours, then takes it as a new key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login(EMPTY_DEMO_PHONE);
    await addTwoBags(token);
    vi.setSystemTime(Date.now() + 24 * HOUR_MS - 60_000);
    await addTwoBags(token);
    expect((await call('GET', '/api/Cart', { token })).body[0].quantity).toBe(2);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    // The token has run out by now; the key is the customer's, whatever token carries it.
    const next = await login(EMPTY_DEMO_PHONE);
    const later = await addTwoBags(next);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await call('GET', '/api/Cart', { token: next })).body[0].quantity).toBe(4);
  });

  it('keeps keys per customer, and a call without a key is carried out each time', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const siti = await login();
    await addTwoBags(budi);
    const sitiAnswer = await addTwoBags(siti);
    expect(sitiAnswer.headers.get('Idempotent-Replayed')).toBeNull();
    await addTwoBags(budi, {});
    expect((await call('GET', '/api/Cart', { token: budi })).body[0].quantity).toBe(4);
  });

  it('keeps no refused answer: the key stays free', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const refused = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('NO-SUCH-PRODUCT', 1, '500GR')],
      headers: KEY,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await addTwoBags(token)).status).toBe(201);
  });

  it('keeps a digest of the request, not what the customer sent', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    await addTwoBags(token);
    const kept = db.idempotencyKeys.findMany((q) => q.where({ key: 'press-1' }));
    expect(kept.map((entry) => entry.fingerprint)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });

  it('keeps a capped number of keys per customer, forgetting the oldest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login(EMPTY_DEMO_PHONE);
    const siti = await login();
    await addTwoBags(siti, { 'Idempotency-Key': 'siti-1' });
    for (let press = 0; press <= KEYS_PER_CUSTOMER; press += 1) {
      vi.setSystemTime(Date.now() + 1000);
      // One bag a press: 51 presses stay under the cart's 99 of a product.
      const added = await call('POST', '/api/Cart', {
        token,
        json: [cartLine('BN-TORA-250', 1, '500GR')],
        headers: { 'Idempotency-Key': `press-${press}` },
      });
      expect(added.status).toBe(201);
    }
    const customerAlias = db.idempotencyKeys.findFirst((q) =>
      q.where({ key: 'press-1' }),
    )?.customerAlias;
    const keys = db.idempotencyKeys.findMany((q) => q.where({ customerAlias }));
    expect(keys).toHaveLength(KEYS_PER_CUSTOMER);
    expect(keys.map((entry) => entry.key)).not.toContain('press-0');
    // Another customer's keys are theirs: untouched.
    expect(db.idempotencyKeys.findFirst((q) => q.where({ key: 'siti-1' }))).toBeDefined();
    // The oldest is a new key again: carried out, not replayed.
    const again = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BN-TORA-250', 1, '500GR')],
      headers: { 'Idempotency-Key': 'press-0' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
