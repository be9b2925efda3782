import { expect } from 'vitest';
import { type CallResult, call, changedSince, databaseState } from './gateway';
import { customProduct } from './payloads';

// Shared blends for the tests of gateway.yaml's SharedBlend calls: a maker's custom blend
// (payloads.ts customProduct: half Gayo, half Temanggung, medium grind, coffee bags) and
// its share.

/** A new custom blend of the customer's, as the blend builder makes it; gives its code. */
export async function makeBlend(token: string, overrides: Record<string, unknown> = {}) {
  const { body: code } = await call<string>('GET', '/api/Product/NextCode', { token });
  const { status } = await call('POST', '/api/Product', {
    token,
    json: [customProduct(code, overrides)],
  });
  if (status !== 201) throw new Error(`POST /api/Product answered ${status}`);
  return code;
}

/** Shares the blend; gives the answer (201 the first time, 200 after). */
export function shareBlend(token: string | null, productCode: string, more: object = {}) {
  return call('POST', '/api/SharedBlend', { token, json: { productCode, ...more } });
}

/** Makes a blend and shares it; gives its code and slug. */
export async function sharedBlendOf(token: string, overrides: Record<string, unknown> = {}) {
  const code = await makeBlend(token, overrides);
  const { status, body } = await shareBlend(token, code);
  if (status !== 201) throw new Error(`POST /api/SharedBlend answered ${status}`);
  return { code, slug: body.slug as string };
}

/** The call's answer; the test fails if the call wrote anything. */
export async function withoutWrites<T>(send: () => Promise<T>): Promise<T> {
  const before = databaseState();
  const answer = await send();
  expect(changedSince(before)).toEqual([]);
  return answer;
}

/** Sends a call twice under one Idempotency-Key: the repeat replays the first answer, writing nothing. */
export async function expectReplayed(send: () => Promise<CallResult<unknown>>): Promise<void> {
  const first = await send();
  const again = await withoutWrites(send);
  expect([again.status, again.body]).toEqual([first.status, first.body]);
  expect(again.headers.get('Idempotent-Replayed')).toBe('true');
}
