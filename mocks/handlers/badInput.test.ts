import { describe, expect, it } from 'vitest';
import { call, changedSince, databaseState, login } from '../testing/gateway';
import { addressInput, cartLine } from '../testing/payloads';

const JSON_BODIES = [
  ['POST', '/api/Customer'],
  ['PUT', '/api/Customer'],
  ['POST', '/api/Cart'],
  ['PUT', '/api/Cart'],
  ['POST', '/api/ShipmentAddress'],
  ['PUT', '/api/ShipmentAddress'],
  ['PUT', '/api/ShipmentAddress/Default'],
  ['POST', '/api/ShipmentAddress/RemoveAddress'],
  ['POST', '/api/Shipping'],
  ['POST', '/api/Product'],
  ['POST', '/api/Product/CustomBlend/Price'],
  ['POST', '/api/Product/CustomBlend/Price/Drip'],
  ['POST', '/api/SalesInvoice/Online'],
  ['POST', '/api/SalesInvoice/QR'],
] as const;

describe('bad input', () => {
  it.each(JSON_BODIES)(
    '%s %s answers malformed JSON with 400 and changes nothing',
    async (method, path) => {
      const token = await login();
      const before = databaseState();
      for (const raw of ['{"quantity": 1,', '', 'undefined', '[{]']) {
        const { status, body } = await call(method, path, { token, raw });
        expect(status).toBe(400);
        expect(body.error).toBe('invalid_request');
        expect(body.error_description).toMatch(/JSON|kosong/);
      }
      expect(changedSince(before)).toEqual([]);
    },
  );

  it.each(JSON_BODIES)('%s %s answers a body of the wrong shape with 400', async (method, path) => {
    const token = await login();
    const before = databaseState();
    for (const json of [{ not: 'a list' }, 'text', 42, [null], [{}]]) {
      const { status, body } = await call(method, path, { token, json });
      expect(status).toBe(400);
      expect(body.error_description.length).toBeGreaterThan(5);
    }
    expect(changedSince(before)).toEqual([]);
  });

  it('answers wrong types field by field', async () => {
    const token = await login();
    const { body } = await call('POST', '/api/Cart', {
      token,
      json: [{ ...cartLine('BN-GAYO-250', 1, '250GR'), quantity: '2' }],
    });
    expect(body.error_description).toBe(
      '[0].quantity: Input tidak valid: diharapkan number, diterima string',
    );
  });

  it('stores SQL- and script-looking text as plain text, never interpreting it', async () => {
    const token = await login();
    const hostile = {
      name: "Rumah'; DROP TABLE addresses;--",
      pic: '<img src=x onerror=alert(1)>',
      line1: '" OR "1"="1',
      line2: '<script>document.cookie</script> Jl. Melati No. 1',
    };
    const { status, body } = await call('POST', '/api/ShipmentAddress', {
      token,
      json: [addressInput(hostile)],
    });
    expect(status).toBe(201);
    expect(body[0]).toMatchObject(hostile);
    const { body: listed } = await call('GET', '/api/ShipmentAddress', { token });
    expect(listed).toHaveLength(3);
    expect(listed.find((a: { alias: string }) => a.alias === body[0].alias)).toMatchObject(hostile);
  });

  it('refuses over-long text rather than storing it', async () => {
    const token = await login();
    const { status, body } = await call('POST', '/api/ShipmentAddress', {
      token,
      json: [addressInput({ line2: 'x'.repeat(10_000) })],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain('maksimal 500 karakter');
  });

  it('answers aliases and codes that exist nowhere with 404', async () => {
    const token = await login();
    expect((await call('DELETE', "/api/CartDetail/Remove/1' OR '1'='1", { token })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/Product/%3Cscript%3E')).status).toBe(404);
  });
});
