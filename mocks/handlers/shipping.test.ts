import { describe, expect, it } from 'vitest';
import { faultSettingsFromQuery, NO_FAULTS, setFaultSettings } from '../http/faults';
import { SETIABUDI_JAKARTA_SELATAN } from '../seed/couriers';
import { call, login } from '../testing/gateway';
import { onlineInvoice } from '../testing/payloads';

async function provider(token: string, httpMethod: 0 | 1, path: string, data: unknown = null) {
  const { status, body } = await call('POST', '/api/Shipping', {
    token,
    json: { httpMethod, path, data },
  });
  return { status, body, parsed: typeof body === 'string' ? JSON.parse(body).rajaongkir : null };
}

const cost = (weight: number, courier = 'jne', destination = '15301') => ({
  origin: '153',
  originType: 'city',
  destination,
  destinationType: 'subdistrict',
  weight,
  courier,
});

describe('the shipping proxy', () => {
  it('answers provinces, cities of a province and sub-districts of a city as JSON strings', async () => {
    const token = await login();
    const provinces = await provider(token, 0, 'province');
    expect(typeof provinces.body).toBe('string');
    expect(provinces.parsed.status).toEqual({ code: 200, description: 'OK' });
    expect(provinces.parsed.results).toHaveLength(38);
    const jakarta = provinces.parsed.results.find(
      (p: { province: string }) => p.province === 'DKI Jakarta',
    );
    const cities = await provider(token, 0, `city?province=${jakarta.province_id}`);
    expect(cities.parsed.results.map((c: { city_name: string }) => c.city_name)).toContain(
      'Jakarta Selatan',
    );
    const kecamatan = await provider(token, 0, 'subdistrict?city=153');
    expect(kecamatan.parsed.results).toHaveLength(10);
    expect(kecamatan.parsed.results[0]).toMatchObject({
      city: 'Jakarta Selatan',
      subdistrict_name: 'Cilandak',
    });
  });

  it('quotes every service of a courier, dearer for heavier parcels and further places', async () => {
    const token = await login();
    const light = await provider(token, 1, 'cost', cost(750));
    const [jne] = light.parsed.results;
    expect(jne.code).toBe('jne');
    expect(jne.costs.map((s: { service: string }) => s.service)).toEqual(['OKE', 'REG', 'YES']);
    const price = (answer: typeof light) =>
      answer.parsed.results[0].costs.find((s: { service: string }) => s.service === 'REG').cost[0]
        .value;
    const heavy = await provider(token, 1, 'cost', cost(3_200));
    const far = await provider(token, 1, 'cost', cost(750, 'jne', '44401'));
    expect(price(light)).toBeGreaterThan(0);
    expect(price(heavy)).toBeGreaterThan(price(light));
    expect(price(far)).toBeGreaterThan(price(light));
    const many = await provider(token, 1, 'cost', cost(750, 'jne:tiki'));
    expect(many.parsed.results.map((r: { code: string }) => r.code)).toEqual(['jne', 'tiki']);
  });

  it.each([
    ['a 0 g parcel', 1, 'cost', cost(0), 'Berat paket harus lebih dari 0 gram.'],
    ['a negative weight', 1, 'cost', cost(-5), 'Berat paket'],
    ['an unknown courier', 1, 'cost', cost(750, 'gojek'), 'Kurir gojek tidak dikenal.'],
    ['an unknown sub-district', 1, 'cost', cost(750, 'jne', '99999'), 'tidak dikenal'],
    ['cost without data', 1, 'cost', null, 'data wajib diisi'],
    ['cost as a GET', 0, 'cost', cost(750), 'httpMethod 1'],
    ['regions as a POST', 1, 'province', null, 'httpMethod 0'],
    ['sub-districts without a city', 0, 'subdistrict', null, 'Parameter city wajib diisi'],
    ['a non-numeric id', 0, "city?province=6' OR 1=1", null, 'harus berupa angka'],
    ['an unknown path', 0, 'waybill', null, 'Path waybill tidak dikenal'],
  ] as const)('refuses %s with 400', async (_, method, path, data, text) => {
    const { status, body } = await provider(await login(), method, path, data);
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
  });

  it('is for signed-in customers only', async () => {
    const { status } = await call('POST', '/api/Shipping', {
      json: { httpMethod: 0, path: 'province', data: null },
    });
    expect(status).toBe(401);
  });
});

/** Services per courier, as the checkout reads them from the provider's answer. */
async function servicesTo(destination: string, courier: string) {
  const { parsed } = await provider(await login(), 1, 'cost', cost(750, courier, destination));
  return Object.fromEntries(
    parsed.results.map((r: { code: string; costs: { service: string }[] }) => [
      r.code,
      r.costs.map((c) => c.service),
    ]),
  );
}

describe('a destination a courier does not reach', () => {
  it('gets no services from that courier and the usual ones from the others', async () => {
    expect(await servicesTo(SETIABUDI_JAKARTA_SELATAN, 'jne:sicepat')).toEqual({
      jne: ['OKE', 'REG', 'YES'],
      sicepat: [],
    });
    // Next door, SiCepat delivers as usual.
    expect(await servicesTo('15301', 'sicepat')).toEqual({ sicepat: ['REG', 'BEST'] });
  });

  it('is Siti’s saved office address, so the demo shows the checkout’s “no services” state', async () => {
    const token = await login();
    const { body: addresses } = await call('GET', '/api/ShipmentAddress', { token });
    expect(addresses.map((a: { subDistrictId: string }) => a.subDistrictId)).toContain(
      SETIABUDI_JAKARTA_SELATAN,
    );
  });

  it('cannot be invoiced with that courier', async () => {
    const token = await login();
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, {
        AddressLine1: '',
        AddressLine2: 'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur',
        PostalCode: '12950',
        LogisticDestinationId: SETIABUDI_JAKARTA_SELATAN,
        Logistic: 'sicepat',
        LogisticService: 'REG',
      }),
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe('Layanan SICEPAT REG tidak tersedia untuk tujuan ini.');
  });
});

describe('a failing or slow shipping proxy', () => {
  it('fails alone with ?mockFail=/api/Shipping, the rest of the gateway answering', async () => {
    const token = await login();
    const settings = faultSettingsFromQuery('?mockFail=/api/Shipping', NO_FAULTS);
    if (!settings) throw new Error('the query names a fault');
    await setFaultSettings(settings);
    const failed = await provider(token, 1, 'cost', cost(750));
    expect(failed.status).toBe(500);
    expect(failed.body.error_description).toBeTruthy();
    expect((await call('GET', '/api/Cart', { token })).status).toBe(200);
    expect((await call('GET', '/api/ShipmentAddress', { token })).status).toBe(200);
  });

  it('answers late with ?mockLatency=/api/Shipping:…', async () => {
    const token = await login();
    const settings = faultSettingsFromQuery('?mockLatency=/api/Shipping:150', NO_FAULTS);
    if (!settings) throw new Error('the query names a fault');
    await setFaultSettings(settings);
    const started = performance.now();
    const { status } = await provider(token, 1, 'cost', cost(750));
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
