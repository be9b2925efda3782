import { describe, expect, it } from 'vitest';
import { closeObjects } from './closedSchemas';
import { requestViolations, responseViolations } from './contract';
import { call, login, ORIGIN } from './gateway';
import { addressInput, cartLine, onlineInvoice, qrInvoice } from './payloads';

// The checks every contract test relies on: a real answer of the mock passes, and the same
// answer broken in each way the mock could drift fails, saying where.

type Body = Record<string, unknown>;

/** A real answer of the mock, fetched past the checking `call`, to break on purpose. */
async function answer(path: string, token: string): Promise<Body> {
  const response = await fetch(new URL(path, ORIGIN), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

const check = (method: string, path: string, body: unknown, status = 200) =>
  responseViolations(method, path, status, 'application/json', JSON.stringify(body));

describe('the contract check of a mock answer', () => {
  it('passes a real answer and fails one with an extra field, a wrong type or a missing field', async () => {
    const token = await login();
    const [first] = (await answer('/api/ShipmentAddress', token)) as unknown as Body[];
    const path = `/api/ShipmentAddress/${String(first?.alias)}`;
    const address = await answer(path, token);
    const where = 'GET /api/ShipmentAddress/{alias} → 200';
    expect(check('GET', path, address)).toEqual([]);

    expect(check('GET', path, { ...address, customerAlias: 'cus-1' })).toEqual([
      `${where}: / has undeclared property "customerAlias"`,
    ]);
    expect(check('GET', path, { ...address, isDefault: 'ya' })).toEqual([
      `${where}: /isDefault must be boolean`,
    ]);
    const { postalCode: _dropped, ...withoutPostalCode } = address;
    expect(check('GET', path, withoutPostalCode)).toEqual([
      `${where}: / must have required property 'postalCode'`,
    ]);
  });

  it('refuses undeclared properties at any depth, in lists and in strings holding JSON', async () => {
    const token = await login();
    const [product] = (await answer('/api/Product?pageSize=1&page=1', token)) as unknown as Body[];
    const leaky = [{ ...product, category: { ...(product?.category as Body), position: 3 } }];
    expect(check('GET', '/api/Product', leaky)).toEqual([
      'GET /api/Product → 200: /0/category has undeclared property "position"',
    ]);

    const provinces = await call<string>('POST', '/api/Shipping', {
      token,
      json: { httpMethod: 0, path: 'province', data: null },
    });
    const parsed = JSON.parse(provinces.body);
    parsed.rajaongkir.results[0].capital = 'Jakarta';
    expect(check('POST', '/api/Shipping', JSON.stringify(parsed))).toContain(
      'POST /api/Shipping → 200: <json>/rajaongkir/results/0 has undeclared property "capital"',
    );
    expect(check('POST', '/api/Shipping', '{"rajaongkir":')).toEqual([
      'POST /api/Shipping → 200: <json> must be a string holding JSON',
    ]);
  });

  it('checks formats and encodings', async () => {
    const token = await login();
    const [order] = (await answer('/api/Transaction/Delivered', token)) as unknown as Body[];
    expect(check('GET', '/api/Transaction/Delivered', [order])).toEqual([]);
    expect(check('GET', '/api/Transaction/Delivered', [{ ...order, docDate: '17/05/26' }])).toEqual(
      ['GET /api/Transaction/Delivered → 200: /0/docDate must match format "date-time"'],
    );
    const [blog] = (await answer('/api/Blog', token)) as unknown as Body[];
    expect(check('GET', '/api/Blog', [{ ...blog, description: '<p>Gayo</p>' }])).toEqual([
      'GET /api/Blog → 200: /0/description must be encoded as base64',
    ]);
  });

  it('refuses an undeclared status, a path outside the contract and a body where none is declared', () => {
    expect(check('GET', '/api/Blog', [], 503)).toEqual([
      'GET /api/Blog → 503: status not declared',
    ]);
    expect(check('GET', '/api/Kopi', [])).toEqual(['GET /api/Kopi is not in the contract']);
    expect(
      responseViolations('DELETE', '/api/CartDetail/Remove/crt-1', 204, null, 'dihapus'),
    ).toEqual(['DELETE /api/CartDetail/Remove/{alias} → 204: declares no body but got dihapus']);
  });
});

describe('the contract check of a request body', () => {
  it('passes the storefront payloads the tests start from', async () => {
    const token = await login();
    const { body: cart } = await call('GET', '/api/Cart', { token });
    expect(requestViolations('POST', '/api/ShipmentAddress', [addressInput()])).toEqual([]);
    expect(requestViolations('POST', '/api/Cart', [cartLine('BV-KOPI-SUSU', 2, 'CUP')])).toEqual(
      [],
    );
    expect(requestViolations('POST', '/api/SalesInvoice/Online', onlineInvoice(cart))).toEqual([]);
    expect(requestViolations('POST', '/api/SalesInvoice/QR', qrInvoice(cart))).toEqual([]);
  });

  it('refuses an extra field in an allOf composition and keeps its parts open', () => {
    const invoice = { ...qrInvoice([]), Logistic: 'jne' };
    expect(requestViolations('POST', '/api/SalesInvoice/QR', invoice)).toContain(
      '/ has undeclared property "Logistic"',
    );
    const composed = closeObjects({
      allOf: [{ type: 'object', properties: { name: { type: 'string' } } }],
      properties: { nested: { type: 'object' } },
    });
    expect(composed).toEqual({
      allOf: [{ type: 'object', properties: { name: { type: 'string' } } }],
      properties: { nested: { type: 'object', additionalProperties: false } },
      type: 'object',
      unevaluatedProperties: false,
    });
  });
});
