import { server } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { ApiError, ERROR_TEXTS } from './errors';
import { shippingWeightGrams } from './shipping';
import { listCities, listCourierServices } from './shipping/calls';

/** The proxy answers with the provider's JSON as a JSON string. */
function proxyAnswer(rajaongkir: unknown) {
  return HttpResponse.json(JSON.stringify({ rajaongkir }));
}

const ok = { code: 200, description: 'OK' };

describe('shipping proxy', () => {
  test('cities of a province: a GET through the proxy, results read from the string', async () => {
    let sent: unknown;
    const city = {
      city_id: '153',
      province_id: '6',
      province: 'DKI Jakarta',
      type: 'Kota',
      city_name: 'Jakarta Selatan',
      postal_code: '12230',
    };
    server.use(
      http.post('*/api/Shipping', async ({ request }) => {
        sent = await request.json();
        return proxyAnswer({ status: ok, results: [city] });
      }),
    );
    await expect(listCities('6')).resolves.toEqual([city]);
    expect(sent).toEqual({ httpMethod: 0, path: 'city?province=6', data: null });
  });

  test('courier services: a POST of the cost query with the weight in grams', async () => {
    let sent: unknown;
    const regular = {
      service: 'REG',
      description: 'Layanan Reguler',
      cost: [{ value: 18000, etd: '2-3', note: '' }],
    };
    server.use(
      http.post('*/api/Shipping', async ({ request }) => {
        sent = await request.json();
        return proxyAnswer({
          status: ok,
          results: [{ code: 'jne', name: 'JNE', costs: [regular] }],
        });
      }),
    );
    const services = await listCourierServices({
      originCityId: '153',
      destinationSubdistrictId: '2103',
      weightInMg: 750_000,
      courier: 'jne',
    });
    expect(services).toEqual([regular]);
    expect(sent).toEqual({
      httpMethod: 1,
      path: 'cost',
      data: {
        origin: '153',
        originType: 'city',
        destination: '2103',
        destinationType: 'subdistrict',
        weight: 750,
        courier: 'jne',
      },
    });
  });

  test('the provider takes whole grams, at least one', () => {
    expect(shippingWeightGrams(750_000)).toBe(750);
    expect(shippingWeightGrams(1_500)).toBe(2);
    expect(shippingWeightGrams(0)).toBe(1);
  });

  test('a refusal inside a 200 answer becomes an ApiError with its status', async () => {
    server.use(
      http.post('*/api/Shipping', () =>
        proxyAnswer({ status: { code: 400, description: 'Invalid key' } }),
      ),
    );
    await expect(listCities('6')).rejects.toMatchObject({
      status: 400,
      error: 'shipping_provider_error',
      userMessage: 'Invalid key',
    });
  });

  test('a string that is not JSON is malformed', async () => {
    server.use(http.post('*/api/Shipping', () => HttpResponse.json('<html>502</html>')));
    const failure = listCities('6');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ userMessage: ERROR_TEXTS.malformed });
  });

  test('results of the wrong shape are malformed', async () => {
    server.use(
      http.post('*/api/Shipping', () => proxyAnswer({ status: ok, results: [{ city_id: 153 }] })),
    );
    await expect(listCities('6')).rejects.toMatchObject({ error: 'invalid_response' });
  });
});
