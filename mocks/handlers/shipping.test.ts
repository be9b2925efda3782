import { describe, expect, it } from 'vitest';
import { call, login } from '../testing/gateway';

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
