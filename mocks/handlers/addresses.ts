import { z } from 'zod';
import { addressesOf, toAddress } from '../domain/dto';
import { quoted } from '../domain/input';
import { requireCustomer } from '../http/auth';
import { readJson, readOnlyItem } from '../http/body';
import { badRequest, fail, forbidden, notFound } from '../http/errors';
import { list, optionalText, phoneNumber, postalCode, requiredText } from '../http/fields';
import { route } from '../http/route';
import { cityById, provinceById, subdistrictById } from '../seed/regions';
import { type AddressRecord, type CustomerRecord, db } from '../store/collections';
import { newAlias } from '../store/ids';

const MAX_ADDRESSES = 20;

const addressInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Label alamat tidak boleh kosong!')
    .max(50, 'Label alamat maksimal 50 karakter.'),
  pic: requiredText('Nama penerima'),
  mobileNumber: phoneNumber,
  // The contract lets the landmark be empty: the storefront then shows 'tidak ada patokan'.
  line1: optionalText('Patokan', 200),
  line2: requiredText('Alamat lengkap', 500),
  province: requiredText('Provinsi'),
  provinceId: requiredText('Provinsi'),
  city: requiredText('Kota'),
  cityId: requiredText('Kota'),
  subDistrict: requiredText('Kecamatan'),
  subDistrictId: requiredText('Kecamatan'),
  postalCode,
  isDefault: z.boolean(),
});

const storedAddress = addressInput.extend({ alias: z.string().min(1) });
const addressRef = z.object({ alias: z.string().min(1) }).loose();

type AddressInput = z.infer<typeof addressInput>;

/** Region ids must name a real province, a city in it and a sub-district in that city. */
function withRegionNames<T extends AddressInput>(input: T): T {
  const province = provinceById(input.provinceId);
  if (!province) fail(badRequest(quoted`Provinsi ${input.provinceId} tidak dikenal.`));
  const city = cityById(input.cityId);
  if (!city || city.province_id !== province.province_id) {
    fail(badRequest(quoted`Kota ${input.city} tidak ada di provinsi ${province.province}.`));
  }
  const subdistrict = subdistrictById(input.subDistrictId);
  if (!subdistrict || subdistrict.city_id !== city.city_id) {
    fail(badRequest(quoted`Kecamatan ${input.subDistrict} tidak ada di ${city.city_name}.`));
  }
  // The names the shipping provider uses win over whatever text came with the ids.
  return {
    ...input,
    province: province.province,
    city: city.city_name,
    subDistrict: subdistrict.subdistrict_name,
  };
}

function ownAddress(alias: string, customer: CustomerRecord): AddressRecord {
  const address = db.addresses.findFirst((q) => q.where({ alias }));
  if (!address) fail(notFound(quoted`Alamat ${alias} tidak ditemukan.`));
  if (address.customerAlias !== customer.alias) fail(forbidden('Alamat ini milik pelanggan lain.'));
  return address;
}

function refuseTwoDefaults(items: { isDefault: boolean }[]): void {
  if (items.filter((i) => i.isDefault).length > 1) {
    fail(badRequest('Hanya satu alamat yang boleh menjadi alamat utama.'));
  }
}

/** Exactly one default while the customer has addresses: the chosen one, else the oldest. */
async function settleDefault(customerAlias: string, chosenAlias: string | null): Promise<void> {
  const addresses = db.addresses
    .findMany((q) => q.where({ customerAlias }))
    .sort((a, b) => a.createdAt - b.createdAt);
  const current = addresses.find((a) => a.isDefault);
  const target = chosenAlias ?? current?.alias ?? addresses[0]?.alias ?? null;
  await db.addresses.updateMany((q) => q.where({ customerAlias }), {
    data(draft) {
      draft.isDefault = draft.alias === target;
    },
  });
}

function addressList(customerAlias: string) {
  return addressesOf(customerAlias).map(toAddress);
}

export const addressHandlers = [
  route('get', '/api/ShipmentAddress', ({ request, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(addressList(customer.alias));
  }),

  route(
    'post',
    '/api/ShipmentAddress',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const items = (await readJson(request, list(addressInput, 10))).map(withRegionNames);
      refuseTwoDefaults(items);
      const count = db.addresses.findMany((q) => q.where({ customerAlias: customer.alias })).length;
      if (count + items.length > MAX_ADDRESSES) {
        return badRequest(quoted`Kamu bisa menyimpan maksimal ${MAX_ADDRESSES} alamat.`);
      }
      const created: AddressRecord[] = [];
      for (const [index, item] of items.entries()) {
        created.push(
          await db.addresses.create({
            ...item,
            alias: newAlias('adr'),
            customerAlias: customer.alias,
            // Same-millisecond saves keep the order they were sent in.
            createdAt: Date.now() + index / 1000,
          }),
        );
      }
      await settleDefault(customer.alias, created.find((a) => a.isDefault)?.alias ?? null);
      const aliases = new Set(created.map((a) => a.alias));
      return response(201).json(addressList(customer.alias).filter((a) => aliases.has(a.alias)));
    },
    { idempotent: true },
  ),

  route('put', '/api/ShipmentAddress', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const items = await readJson(request, list(storedAddress, MAX_ADDRESSES));
    refuseTwoDefaults(items);
    const changes = items.map((item) => ({
      address: ownAddress(item.alias, customer),
      values: withRegionNames(item),
    }));
    for (const { address, values } of changes) {
      const { alias: _alias, ...fields } = values;
      await db.addresses.update(address, {
        data(draft) {
          Object.assign(draft, fields);
        },
      });
    }
    await settleDefault(customer.alias, items.find((i) => i.isDefault)?.alias ?? null);
    const aliases = new Set(items.map((i) => i.alias));
    return response(200).json(addressList(customer.alias).filter((a) => aliases.has(a.alias)));
  }),

  route('put', '/api/ShipmentAddress/Default', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const item = await readOnlyItem(
      request,
      addressRef,
      'Kirim tepat satu alamat untuk dijadikan alamat utama.',
    );
    const address = ownAddress(item.alias, customer);
    await settleDefault(customer.alias, address.alias);
    return response(200).json(addressList(customer.alias));
  }),

  route('get', '/api/ShipmentAddress/{alias}', ({ request, params, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(toAddress(ownAddress(params.alias, customer)));
  }),

  route('post', '/api/ShipmentAddress/RemoveAddress', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const items = await readJson(request, list(addressRef, MAX_ADDRESSES));
    const doomed = items.map((item) => ownAddress(item.alias, customer));
    for (const address of doomed) db.addresses.delete(address);
    await settleDefault(customer.alias, null);
    return response(204).empty();
  }),
];
