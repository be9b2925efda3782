import { describe, expect, it } from 'vitest';
import { originByName } from '../seed/origins';
import { call, clientToken, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import {
  expectReplayed,
  makeBlend,
  shareBlend,
  sharedBlendOf,
  withoutWrites,
} from '../testing/sharedBlends';

// gateway.yaml, tag SharedBlend: publishing, reading and taking down a shared blend. Budi
// (EMPTY_DEMO_PHONE) is the maker here; Siti (the default login) his friend.

const GONE = { error: 'not_found', error_description: 'Blend ini tidak dibagikan lagi' };
const SLUG = /^[a-z0-9][a-z0-9-]{0,39}-[a-z0-9]{10}$/;

describe('sharing a blend', () => {
  it('answers 201 with a new address, then 200 with the same one and the note replaced', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const code = await makeBlend(budi);
    const first = await shareBlend(budi, code, { note: 'Enak buat pagi.' });
    expect(first.status).toBe(201);
    expect(first.body.slug).toMatch(SLUG);
    expect(first.body.slug).toMatch(/^blend-pagi-script-alert-1-script-[a-z0-9]{10}$/);
    expect(first.body).toMatchObject({ maker: 'Budi', note: 'Enak buat pagi.' });
    const again = await shareBlend(budi, code, { showSurname: true, note: null });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ slug: first.body.slug, maker: 'Budi Santoso', note: null });
    const text = JSON.stringify(again.body);
    expect(text).not.toContain(EMPTY_DEMO_PHONE);
    expect(text).not.toContain('budi.santoso@example.com');
  });

  it.each([
    ['unknown', async () => 'CB-999999'],
    ['another customer’s blend', async () => makeBlend(await login())],
    ['a product of the catalogue', async () => 'BN-GAYO-250'],
  ])('answers 404 for %s, as for any code not the caller’s', async (_, codeOf) => {
    const code = await codeOf();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { status, body } = await withoutWrites(() => shareBlend(budi, code));
    expect(status).toBe(404);
    expect(body).toEqual({
      error: 'not_found',
      error_description: `Produk ${code} tidak ditemukan.`,
    });
  });

  it('keeps a note of 140 characters, trimmed, and markup in it as text', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const code = await makeBlend(budi);
    const long = await shareBlend(budi, code, { note: ` ${'k'.repeat(140)} ` });
    expect(long.body.note).toBe('k'.repeat(140));
    const markup = '<b>Mantap</b> <script>alert(1)</script>';
    expect((await shareBlend(budi, code, { note: markup })).body.note).toBe(markup);
    expect((await shareBlend(budi, code, { note: ' \n\t ' })).body.note).toBeNull();
  });

  it.each([
    ['141 characters', 'k'.repeat(141), 'Catatan maksimal 140 karakter.'],
    ['an https address', 'Beli di https://toko.example', 'Catatan tidak boleh berisi tautan.'],
    ['an http address', 'http://kopi.example', 'Catatan tidak boleh berisi tautan.'],
    ['www.', 'mampir ke www.kopi-lain', 'Catatan tidak boleh berisi tautan.'],
    ['a bare domain', 'cek kopi.example/x ya', 'Catatan tidak boleh berisi tautan.'],
    ['a bare .com', 'lebih murah di tokokopi.com', 'Catatan tidak boleh berisi tautan.'],
    ['a control character', 'Enak\u0007', 'note: tidak boleh berisi karakter kontrol.'],
    ['2,001 characters', 'k'.repeat(2001), 'note: maksimal 2000 karakter.'],
  ])('refuses a note of %s with 400 and shares nothing', async (_, note, message) => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const code = await makeBlend(budi);
    const { status, body } = await withoutWrites(() => shareBlend(budi, code, { note }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_request', error_description: message });
  });

  it('answers a repeat under its Idempotency-Key with the first answer, writing nothing', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const code = await makeBlend(budi);
    await expectReplayed(() =>
      call('POST', '/api/SharedBlend', {
        token: budi,
        json: { productCode: code },
        headers: { 'Idempotency-Key': 'share-1' },
      }),
    );
  });
});

describe('a shared blend', () => {
  it('is read by anyone, the same way, and never cached unasked', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { slug } = await sharedBlendOf(budi);
    const guest = await call('GET', `/api/SharedBlend/${slug}`);
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).toBe('no-cache');
    for (const token of [await clientToken(), await login(), budi]) {
      expect((await call('GET', `/api/SharedBlend/${slug}`, { token })).body).toEqual(guest.body);
    }
  });

  it('shows its composition, flavour, grind and prices as the builder computes them', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { slug } = await sharedBlendOf(budi);
    const { body } = await call('GET', `/api/SharedBlend/${slug}`);
    const gayo = originByName('Gayo').flavour;
    const temanggung = originByName('Temanggung').flavour;
    expect(body).toMatchObject({
      name: 'Blend Pagi <script>alert(1)</script>',
      maker: 'Budi',
      note: null,
      grind: 'Sedang (V60 / Drip)',
      packaging: 'CoffeeBag',
      flavour: {
        body: (gayo.body + temanggung.body) / 2,
        acidity: (gayo.acidity + temanggung.acidity) / 2,
        sweetness: (gayo.sweetness + temanggung.sweetness) / 2,
        bitterness: (gayo.bitterness + temanggung.bitterness) / 2,
      },
    });
    expect(body.composition).toEqual([
      expect.objectContaining({
        productCode: 'BN-GAYO-250',
        percentage: 50,
        origin: 'Gayo',
        flavour: gayo,
      }),
      expect.objectContaining({ productCode: 'BN-TMGR-250', percentage: 50, origin: 'Temanggung' }),
    ]);
    expect(body.composition[1].flavourNotes).toEqual(['cokelat hitam', 'kacang', 'tembakau']);
    // The builder's own options, so 'Racik ulang' can fill the builder in.
    expect(body.composition[0].builderChoice).toEqual({
      beanType: { code: 'BEAN-ARABIKA', name: 'Arabika' },
      origin: { code: 'ORIGIN-GAYO', name: 'Gayo' },
    });
    const percentages = [
      { productCode: 'BN-GAYO-250', percentage: 50 },
      { productCode: 'BN-TMGR-250', percentage: 50 },
    ];
    for (const [packaging, path, code] of [
      ['CoffeeBag', '/api/Product/CustomBlend/Price', 'BEAN-GR'],
      ['DripBag', '/api/Product/CustomBlend/Price/Drip', 'DRIP-PCS'],
    ] as const) {
      const units = body.prices.filter((p: { packaging: string }) => p.packaging === packaging);
      expect(units.length).toBeGreaterThan(1);
      for (const { uoMCode, sellPrice } of units) {
        const priced = await call('POST', path, {
          token: budi,
          json: { code, uoMCode, percentages },
        });
        expect(sellPrice).toBe(priced.body);
      }
    }
  });

  it('answers an unknown, malformed, taken-down or never-shared address with one 404', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { code, slug } = await sharedBlendOf(budi);
    const unshared = await makeBlend(budi);
    expect((await call('DELETE', `/api/SharedBlend/${slug}`, { token: budi })).status).toBe(204);
    for (const path of [
      slug,
      'blend-pagi-0000000000',
      '%3Cscript%3E',
      'x'.repeat(300),
      unshared,
      code,
    ]) {
      const answer = await call('GET', `/api/SharedBlend/${path}`);
      expect([answer.status, answer.body]).toEqual([404, GONE]);
    }
    // The product stays its maker's.
    expect((await call('GET', `/api/Product/${code}`, { token: budi })).status).toBe(200);
  });

  it('is taken down by its maker only; shared again, it has a new address', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { code, slug } = await sharedBlendOf(budi);
    const siti = await login();
    const refused = await withoutWrites(() =>
      call('DELETE', `/api/SharedBlend/${slug}`, { token: siti }),
    );
    expect([refused.status, refused.body]).toEqual([404, GONE]);
    expect((await call('GET', `/api/SharedBlend/${slug}`)).status).toBe(200);
    expect((await call('DELETE', `/api/SharedBlend/${slug}`, { token: budi })).status).toBe(204);
    const twice = await call('DELETE', `/api/SharedBlend/${slug}`, { token: budi });
    expect([twice.status, twice.body]).toEqual([404, GONE]);
    const again = await shareBlend(budi, code);
    expect(again.status).toBe(201);
    expect(again.body.slug).not.toBe(slug);
    expect((await call('GET', `/api/SharedBlend/${slug}`)).status).toBe(404);
  });

  it('shows nothing of its maker’s other blends, nor the product itself, to anyone else', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { code, slug } = await sharedBlendOf(budi);
    const other = await makeBlend(budi, { name: 'Blend Rahasia' });
    const siti = await login();
    const { body } = await call('GET', `/api/SharedBlend/${slug}`, { token: siti });
    expect(JSON.stringify(body)).not.toContain(other);
    expect(JSON.stringify(body)).not.toContain('Blend Rahasia');
    expect(JSON.stringify(body)).not.toContain(code);
    for (const hidden of [code, other]) {
      expect((await call('GET', `/api/Product/${hidden}`, { token: siti })).status).toBe(404);
    }
    expect((await call('GET', '/api/SharedBlend/Mine', { token: siti })).body).toEqual([]);
  });

  it.each([
    ['POST', '/api/SharedBlend'],
    ['GET', '/api/SharedBlend/Mine'],
    ['DELETE', '/api/SharedBlend/{slug}'],
    ['POST', '/api/SharedBlend/{slug}/Cart'],
  ] as const)('answers %s %s with 401 to a guest', async (method, template) => {
    const { slug } = await sharedBlendOf(await login(EMPTY_DEMO_PHONE));
    const body = { productCode: 'CB-000001', packaging: 'CoffeeBag', quantity: 1 };
    const answer = await withoutWrites(() =>
      call(method, template.replace('{slug}', slug), method === 'POST' ? { json: body } : {}),
    );
    expect(answer.status).toBe(401);
  });
});
