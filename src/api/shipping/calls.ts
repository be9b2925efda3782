import { z } from 'zod';
import { api, type CallOptions, callInit } from '../client';
import { ApiError, ERROR_TEXTS, userMessageFor } from '../errors';
import { parsed } from '../response';
import type { components } from '../schema';
import { shippingWeightGrams } from './weight';

type Contract = components['schemas'];
export type Province = Contract['RajaOngkirProvinces']['rajaongkir']['results'][number];
export type City = Contract['RajaOngkirCities']['rajaongkir']['results'][number];
export type Subdistrict = Contract['RajaOngkirSubdistricts']['rajaongkir']['results'][number];
export type CourierService = Contract['CourierService'];

const provinceSchema = z.object({
  province_id: z.string(),
  province: z.string(),
}) satisfies z.ZodType<Province>;

// RajaOngkir repeats the province on a city and the province and city on a sub-district.
const citySchema = provinceSchema.extend({
  city_id: z.string(),
  type: z.string(),
  city_name: z.string(),
  postal_code: z.string(),
}) satisfies z.ZodType<City>;

const subdistrictSchema = provinceSchema.extend({
  subdistrict_id: z.string(),
  city_id: z.string(),
  city: z.string(),
  type: z.string(),
  subdistrict_name: z.string(),
}) satisfies z.ZodType<Subdistrict>;

const courierServiceSchema = z.object({
  service: z.string(),
  description: z.string(),
  cost: z.array(z.object({ value: z.number(), etd: z.string(), note: z.string() })),
}) satisfies z.ZodType<CourierService>;

const courierCostsSchema = z.object({
  code: z.string(),
  name: z.string(),
  costs: z.array(courierServiceSchema),
});

/** The proxy answers with the provider's JSON serialized into a string. */
export function providerAnswer<T extends z.ZodType>(result: T) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: 'not JSON text', input: text });
        return z.NEVER;
      }
    })
    .pipe(
      z.object({
        rajaongkir: z.object({
          status: z.object({ code: z.number(), description: z.string() }),
          results: z.array(result).optional(),
        }),
      }),
    );
}

export async function askProvider<T extends z.ZodType>(
  request: { httpMethod: 0 | 1; path: string; data: Contract['ShippingCostQuery'] | null },
  result: T,
  options?: CallOptions,
): Promise<z.output<T>[]> {
  const { rajaongkir } = await parsed(
    api.POST('/api/Shipping', { body: request, ...callInit(options) }),
    providerAnswer(result),
  );
  // The proxy answers 200 even when the provider refused; the refusal is in the body.
  const { code, description } = rajaongkir.status;
  if (code !== 200) {
    throw new ApiError({
      status: code,
      error: 'shipping_provider_error',
      description,
      userMessage: userMessageFor(code, '', description),
    });
  }
  if (!rajaongkir.results) {
    throw new ApiError({
      status: 200,
      error: 'invalid_response',
      description: 'rajaongkir.results: missing',
      userMessage: ERROR_TEXTS.malformed,
    });
  }
  return rajaongkir.results;
}

const GET = 0;
const POST = 1;

export function listProvinces(options?: CallOptions) {
  return askProvider({ httpMethod: GET, path: 'province', data: null }, provinceSchema, options);
}

export function listCities(provinceId: string, options?: CallOptions) {
  const path = `city?province=${encodeURIComponent(provinceId)}`;
  return askProvider({ httpMethod: GET, path, data: null }, citySchema, options);
}

export function listSubdistricts(cityId: string, options?: CallOptions) {
  const path = `subdistrict?city=${encodeURIComponent(cityId)}`;
  return askProvider({ httpMethod: GET, path, data: null }, subdistrictSchema, options);
}

/** The services of the couriers (joined by ':') from the shipping origin city to a sub-district. */
export async function listCourierServices(
  query: {
    originCityId: string;
    destinationSubdistrictId: string;
    weightInMg: number;
    courier: string;
  },
  options?: CallOptions,
) {
  const data = {
    origin: query.originCityId,
    originType: 'city',
    destination: query.destinationSubdistrictId,
    destinationType: 'subdistrict',
    weight: shippingWeightGrams(query.weightInMg),
    courier: query.courier,
  } as const;
  const couriers = await askProvider(
    { httpMethod: POST, path: 'cost', data },
    courierCostsSchema,
    options,
  );
  return couriers.flatMap((courier) => courier.costs);
}
