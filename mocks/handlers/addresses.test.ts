import { describe, expect, it } from 'vitest';
import { call, changedSince, databaseState, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { addressInput } from '../testing/payloads';

describe('shipment addresses', () => {
  it('lists the default first', async () => {
    const { body } = await call('GET', '/api/ShipmentAddress', { token: await login() });
    expect(body.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
    expect(body[1].line1).toBe('');
    expect(body[0]).toMatchObject({
      city_name: body[0].city,
      subdistrict_name: body[0].subDistrict,
    });
  });

  it('makes a first address the default and keeps the default exclusive', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const first = await call('POST', '/api/ShipmentAddress', { token, json: [addressInput()] });
    expect(first.status).toBe(201);
    expect(first.body[0].isDefault).toBe(true);
    const second = await call('POST', '/api/ShipmentAddress', {
      token,
      json: [addressInput({ name: 'Kantor', isDefault: true }, '15201')],
    });
    expect(second.body[0]).toMatchObject({ isDefault: true, city: 'Jakarta Pusat' });
    const listed = await call('GET', '/api/ShipmentAddress', { token });
    expect(listed.body.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const back = await call('PUT', '/api/ShipmentAddress/Default', {
      token,
      json: [first.body[0]],
    });
    expect(
      back.body.map((a: { alias: string; isDefault: boolean }) => [a.alias, a.isDefault]),
    ).toEqual([
      [first.body[0].alias, true],
      [second.body[0].alias, false],
    ]);
  });

  it('updates an address by alias and takes the region names of its ids', async () => {
    const token = await login();
    const { body: addresses } = await call('GET', '/api/ShipmentAddress', { token });
    const { status, body } = await call('PUT', '/api/ShipmentAddress', {
      token,
      json: [{ ...addresses[1], line1: 'Lobi utara', subDistrict: 'salah ketik' }],
    });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ line1: 'Lobi utara', subDistrict: 'Setiabudi' });
    const one = await call('GET', `/api/ShipmentAddress/${addresses[1].alias}`, { token });
    expect(one.body.line1).toBe('Lobi utara');
  });

  it('removes addresses and hands the default on', async () => {
    const token = await login();
    const { body: addresses } = await call('GET', '/api/ShipmentAddress', { token });
    const removed = await call('POST', '/api/ShipmentAddress/RemoveAddress', {
      token,
      json: [addresses[0]],
    });
    expect(removed.status).toBe(204);
    const { body: left } = await call('GET', '/api/ShipmentAddress', { token });
    expect(left).toHaveLength(1);
    expect(left[0].isDefault).toBe(true);
  });

  it.each([
    [{ postalCode: '1241' }, 'Kode POS harus terdiri dari 5 angka.'],
    [{ postalCode: '12a10' }, 'Kode POS harus terdiri dari 5 angka.'],
    [{ name: '' }, 'Label alamat tidak boleh kosong!'],
    [{ pic: ' ' }, 'Nama penerima wajib diisi.'],
    [{ line2: '' }, 'Alamat lengkap wajib diisi.'],
    [{ subDistrictId: '15201' }, 'tidak ada di Jakarta Selatan'],
    [{ cityId: '23' }, 'tidak ada di provinsi'],
    [{ provinceId: '99' }, 'Provinsi 99 tidak dikenal.'],
    [{ isDefault: 'ya' }, 'isDefault'],
  ])('refuses %o with 400 and stores nothing', async (change, text) => {
    const token = await login();
    const before = databaseState();
    const { status, body } = await call('POST', '/api/ShipmentAddress', {
      token,
      json: [{ ...addressInput(), ...change }],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
    expect(changedSince(before)).toEqual([]);
  });

  it('refuses two defaults in one request', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const both = [addressInput({ isDefault: true }), addressInput({ isDefault: true })];
    expect((await call('POST', '/api/ShipmentAddress', { token, json: both })).status).toBe(400);
  });

  it('keeps one customer out of another’s addresses', async () => {
    const siti = await login();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { body: addresses } = await call('GET', '/api/ShipmentAddress', { token: siti });
    const before = databaseState();
    const attempts = [
      call('GET', `/api/ShipmentAddress/${addresses[0].alias}`, { token: budi }),
      call('PUT', '/api/ShipmentAddress', { token: budi, json: [addresses[0]] }),
      call('PUT', '/api/ShipmentAddress/Default', { token: budi, json: [addresses[1]] }),
      call('POST', '/api/ShipmentAddress/RemoveAddress', { token: budi, json: [addresses[0]] }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(403);
    expect(
      (await call('GET', '/api/ShipmentAddress/adr-000000000000', { token: budi })).status,
    ).toBe(404);
    expect(changedSince(before)).toEqual([]);
  });
});
