import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX_CHARACTERS, STRING_MAX_CHARACTERS } from '../domain/input';
import {
  type CallOptions,
  call,
  changedSince,
  databaseState,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { addressInput, cartLine, passwordLogin } from '../testing/payloads';
import { sharedBlendOf } from '../testing/sharedBlends';

const JSON_BODIES = [
  ['POST', '/api/Account/PasswordReset/Code'],
  ['POST', '/api/Account/PasswordReset'],
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
  ['POST', '/api/SharedBlend'],
] as const;

/**
 * Sends each request's body to `method path` as Siti: every one must be refused with 400, and
 * nothing stored. Gives the refusals' bodies, in the requests' order.
 */
async function refusals(
  method: (typeof JSON_BODIES)[number][0],
  path: string,
  requests: Pick<CallOptions, 'json' | 'raw'>[],
) {
  const token = await login();
  const before = databaseState();
  const bodies = [];
  for (const request of requests) {
    const { status, body } = await call(method, path, { token, ...request });
    expect(status).toBe(400);
    bodies.push(body);
  }
  expect(changedSince(before)).toEqual([]);
  return bodies;
}

describe('bad input', () => {
  it.each(JSON_BODIES)(
    '%s %s answers malformed JSON with 400 and changes nothing',
    async (method, path) => {
      const raws = ['{"quantity": 1,', '', 'undefined', '[{]'];
      const refused = await refusals(
        method,
        path,
        raws.map((raw) => ({ raw })),
      );
      for (const body of refused) {
        expect(body.error).toBe('invalid_request');
        expect(body.error_description).toMatch(/JSON|kosong/);
      }
    },
  );

  it.each(JSON_BODIES)('%s %s answers a body of the wrong shape with 400', async (method, path) => {
    const shapes = [{ not: 'a list' }, 'text', 42, [null], [{}]];
    const refused = await refusals(
      method,
      path,
      shapes.map((json) => ({ json })),
    );
    for (const body of refused) {
      expect(body.error_description.length).toBeGreaterThan(5);
    }
  });

  it("refuses a friend's purchase of a shared blend malformed, misshapen or planted", async () => {
    // The slug is looked up first (an unknown one is 404 whatever the body), so a live one.
    const { slug } = await sharedBlendOf(await login(EMPTY_DEMO_PHONE));
    const bodies = [
      { raw: '{"packaging": "DripBag",' },
      { json: ['DripBag'] },
      { json: { packaging: 'DripBag', quantity: '2' } },
      { json: { packaging: 'DripBag', quantity: 1, uoMCode: `Isi\u0000${'x'.repeat(40)}` } },
      {
        json: {
          packaging: 'DripBag',
          quantity: 1,
          grindLevel: 'y'.repeat(STRING_MAX_CHARACTERS + 1),
        },
      },
    ];
    const refused = await refusals('POST', `/api/SharedBlend/${slug}/Cart`, bodies);
    expect(refused.map((body) => body.error)).toEqual(Array(bodies.length).fill('invalid_request'));
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
      json: [addressInput({ line2: 'x'.repeat(600) })],
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

describe('every string of every body', () => {
  it.each(JSON_BODIES)(
    '%s %s refuses control characters and over-long text, quoting none of it',
    async (method, path) => {
      // Planted in a field no route knows: the check all bodies share comes before any
      // route's own rules, so it answers whatever else the body holds.
      const plantings = [
        [`Budi\u0000${'x'.repeat(40)}`, 'tidak boleh berisi karakter kontrol'],
        ['Rumah\u202Egnp.exe', 'tidak boleh berisi karakter kontrol'],
        ['\u001B[31mmerah', 'tidak boleh berisi karakter kontrol'],
        ['y'.repeat(STRING_MAX_CHARACTERS + 1), `maksimal ${STRING_MAX_CHARACTERS} karakter`],
      ] as const;
      const refused = await refusals(
        method,
        path,
        plantings.map(([planted]) => ({ json: [{ plantedField: planted }] })),
      );
      for (const [index, [planted, message]] of plantings.entries()) {
        expect(refused[index].error_description).toContain(message);
        expect(refused[index].error_description).not.toContain(planted.slice(0, 10));
      }
    },
  );

  it('lets tabs and line breaks through, as a remark with lines has them', async () => {
    const token = await login();
    const { status } = await call('POST', '/api/ShipmentAddress', {
      token,
      json: [addressInput({ line2: 'Jl. Melati No. 1\r\nRT 02\tRW 05' })],
    });
    expect(status).toBe(201);
  });

  it('refuses a control character in the token form too', async () => {
    const { status, body } = await call('POST', '/connect/token', {
      form: passwordLogin('081234567890\u0000', 'Kopi!2024', 'kopi_api'),
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe('username: tidak boleh berisi karakter kontrol.');
  });
});

describe('error messages', () => {
  const long = `<img src=x onerror=alert(1)>${'A'.repeat(5000)}`;

  it.each([
    ['GET', `/api/Product/${encodeURIComponent(long)}`],
    ['GET', `/api/Product/BN-GAYO-250/UoM/${encodeURIComponent(long)}`],
    ['GET', `/api/UoMGroup/${encodeURIComponent(long)}`],
    ['DELETE', `/api/CartDetail/Remove/${encodeURIComponent(long)}`],
  ] as const)('%s %s quotes at most a short excerpt of the input', async (method, path) => {
    const token = await login();
    const { status, body } = await call(method, path, { token });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.error_description).toContain(`${long.slice(0, EXCERPT_MAX_CHARACTERS)}…`);
    expect(body.error_description).not.toContain(long.slice(0, EXCERPT_MAX_CHARACTERS + 1));
    expect(body.error_description.length).toBeLessThan(EXCERPT_MAX_CHARACTERS + 100);
  });

  it('quotes at most an excerpt of a body field too', async () => {
    const token = await login();
    const code = `BN-${'9'.repeat(200)}`;
    const { status, body } = await call('POST', '/api/Cart', {
      token,
      json: [{ ...cartLine('BN-GAYO-250', 1, '250GR'), product: { code } }],
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe(
      `Produk ${code.slice(0, EXCERPT_MAX_CHARACTERS)}… tidak ditemukan.`,
    );
  });
});
