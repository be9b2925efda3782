import { z } from 'zod';
import { quoted } from '../domain/input';
import type { Schemas } from '../domain/types';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, fail } from '../http/errors';
import { route } from '../http/route';
import { couriers, isCourierCode, shippingCost } from '../seed/couriers';
import { cities, cityById, provinces, subdistrictById, subdistricts } from '../seed/regions';

// A stand-in for the gateway's proxy to RajaOngkir Pro: the same paths, and the provider's
// JSON handed back as a string, exactly as the storefront must parse it.

const costQuery = z.object({
  origin: z.string().min(1),
  originType: z.literal('city', 'originType harus "city".'),
  destination: z.string().min(1),
  destinationType: z.literal('subdistrict', 'destinationType harus "subdistrict".'),
  weight: z.number(),
  courier: z.string().min(1),
});

const proxyRequest = z.object({
  httpMethod: z.union([z.literal(0), z.literal(1)], 'httpMethod harus 0 (GET) atau 1 (POST).'),
  path: z.string().min(1).max(200),
  data: costQuery.nullable(),
});

type ProxyRequest = z.infer<typeof proxyRequest>;

const OK = { code: 200, description: 'OK' };

/** The provider's answer as the gateway hands it on: its JSON, in a string. */
function providerAnswer(results: unknown[]): string {
  return JSON.stringify({ rajaongkir: { status: OK, results } });
}

function requireGet(body: ProxyRequest, resource: string): void {
  if (body.httpMethod !== 0)
    fail(badRequest(quoted`${resource} dipanggil dengan httpMethod 0 (GET).`));
}

function regionId(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  if (value === null || value === '') return null;
  if (!/^\d+$/.test(value)) fail(badRequest(quoted`Parameter ${name} harus berupa angka.`));
  return value;
}

function provinceResults(
  params: URLSearchParams,
): Schemas['RajaOngkirProvinces']['rajaongkir']['results'] {
  const id = regionId(params, 'id');
  return provinces.filter((p) => id === null || p.province_id === id);
}

function cityResults(
  params: URLSearchParams,
): Schemas['RajaOngkirCities']['rajaongkir']['results'] {
  const province = regionId(params, 'province');
  const id = regionId(params, 'id');
  return cities
    .filter(
      (c) => (province === null || c.province_id === province) && (id === null || c.city_id === id),
    )
    .map(({ city_id, province_id, province: name, type, city_name, postal_code }) => ({
      city_id,
      province_id,
      province: name,
      type,
      city_name,
      postal_code,
    }));
}

function subdistrictResults(
  params: URLSearchParams,
): Schemas['RajaOngkirSubdistricts']['rajaongkir']['results'] {
  const cityId = regionId(params, 'city');
  if (cityId === null) fail(badRequest('Parameter city wajib diisi untuk daftar kecamatan.'));
  const city = cityById(cityId);
  if (!city) return [];
  return subdistricts
    .filter((s) => s.city_id === cityId)
    .map((s) => ({
      subdistrict_id: s.subdistrict_id,
      province_id: city.province_id,
      province: city.province,
      city_id: city.city_id,
      city: city.city_name,
      type: city.type,
      subdistrict_name: s.subdistrict_name,
    }));
}

function costResults(body: ProxyRequest): Schemas['RajaOngkirCosts']['rajaongkir']['results'] {
  if (body.httpMethod !== 1) fail(badRequest('cost dipanggil dengan httpMethod 1 (POST).'));
  const query = body.data;
  if (!query) fail(badRequest('data wajib diisi untuk menghitung ongkos kirim.'));
  if (!cityById(query.origin)) fail(badRequest(quoted`Kota asal ${query.origin} tidak dikenal.`));
  const destination = subdistrictById(query.destination);
  if (!destination) fail(badRequest(quoted`Kecamatan tujuan ${query.destination} tidak dikenal.`));
  // Grams, never zero: a 0 g parcel means the weight was never worked out.
  if (!Number.isFinite(query.weight) || query.weight <= 0) {
    fail(badRequest('Berat paket harus lebih dari 0 gram.'));
  }
  if (query.weight > 500_000) fail(badRequest('Berat paket maksimal 500 kg.'));
  const codes = query.courier.toLowerCase().split(':');
  return codes.map((code) => {
    if (!isCourierCode(code)) fail(badRequest(quoted`Kurir ${code} tidak dikenal.`));
    const courier = couriers.find((c) => c.code === code);
    return {
      code,
      name: courier?.description ?? code,
      costs: shippingCost({
        originCityId: query.origin,
        destinationCityId: destination.city_id,
        destinationSubdistrictId: destination.subdistrict_id,
        weightGrams: query.weight,
        courier: code,
      }),
    };
  });
}

export const shippingHandlers = [
  route(
    'post',
    '/api/Shipping',
    async ({ request, response }) => {
      requireCustomer(request);
      const body = await readJson(request, proxyRequest);
      const [resource = '', search = ''] = body.path.trim().split('?', 2);
      const params = new URLSearchParams(search);
      switch (resource.toLowerCase()) {
        case 'province':
          requireGet(body, 'province');
          return response(200).json(providerAnswer(provinceResults(params)));
        case 'city':
          requireGet(body, 'city');
          return response(200).json(providerAnswer(cityResults(params)));
        case 'subdistrict':
          requireGet(body, 'subdistrict');
          return response(200).json(providerAnswer(subdistrictResults(params)));
        case 'cost':
          return response(200).json(providerAnswer(costResults(body)));
        default:
          return badRequest(
            `Path ${resource} tidak dikenal: gunakan province, city, subdistrict atau cost.`,
          );
      }
    },
    { mutates: false },
  ),
];
