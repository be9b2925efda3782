import { lineFigures } from '../domain/pricing';
import { SITI_ALIAS } from '../seed/customers';
import { uomGroupByCode } from '../seed/uom';
import { TEXT_PAYLOADS, URL_PAYLOADS } from '../testing/xssCorpus';
import { db } from './collections';
import { newAlias } from './ids';
import { saveDatabase } from './persistence';

/** One field of one record the hostile corpus was written into. */
export interface PlantedField {
  record: string;
  field: string;
}

export interface Planting {
  fields: PlantedField[];
  /** How many different payloads were planted. */
  payloads: number;
  /** The planted blend's product code, for the walk to open. */
  blendCode: string;
}

const BLEND_CODE = 'CB-XSS-SITI';

/**
 * `?mockPlant=xss` (demo builds; tests/e2e/xss.spec.ts): writes the hostile corpus of
 * mocks/testing/xssCorpus.ts into every field the shop shows back, as a back office or an
 * attacker could: product names, remarks and pictures, blog titles, bodies and pictures,
 * branch names, addresses, map links and pictures, courier names, Siti's name, addresses, cart
 * remarks, order lines and QR links, and a blend of hers in the cart. Each text field gets the
 * next payload, so every payload is planted somewhere.
 */
export async function plantXssFromQuery(search: string): Promise<Planting | null> {
  if (new URLSearchParams(search).get('mockPlant') !== 'xss') return null;
  const fields: PlantedField[] = [];
  const used = new Set<string>();
  let nextText = 0;
  let nextUrl = 0;
  const text = (record: string, field: string) => {
    const payload = TEXT_PAYLOADS[nextText++ % TEXT_PAYLOADS.length] as string;
    fields.push({ record, field });
    used.add(payload);
    return payload;
  };
  const url = (record: string, field: string) => {
    const payload = URL_PAYLOADS[nextUrl++ % URL_PAYLOADS.length] as string;
    fields.push({ record, field });
    used.add(payload);
    return payload;
  };

  for (const product of db.products.findMany((q) => q.where({ ownerAlias: null }))) {
    const record = `product ${product.code}`;
    await db.products.update(product, {
      data(draft) {
        draft.name = text(record, 'name');
        draft.remarks = text(record, 'remarks');
        draft.origin = text(record, 'origin');
        for (const image of draft.details) image.imageUrl = url(record, 'details.imageUrl');
      },
    });
  }
  for (const blog of db.blogs.all()) {
    const record = `blog ${blog.position}`;
    await db.blogs.update(blog, {
      data(draft) {
        draft.subject = text(record, 'subject');
        draft.remarks = text(record, 'remarks');
        // The body is HTML on purpose (SPEC §3): it is shown through the sanitizer.
        draft.description = `<p>Isi artikel.</p>${text(record, 'description')}${text(record, 'description')}`;
        draft.imageUrl = url(record, 'imageUrl');
      },
    });
  }
  for (const branch of db.branches.all()) {
    const record = `branch ${branch.code}`;
    await db.branches.update(branch, {
      data(draft) {
        draft.name = text(record, 'name');
        draft.line1 = text(record, 'line1');
        draft.city = text(record, 'city');
        draft.gMapsUrl = url(record, 'gMapsUrl');
        draft.imageUrl = url(record, 'imageUrl');
      },
    });
  }
  for (const courier of db.logistics.all()) {
    const record = `courier ${courier.code}`;
    await db.logistics.update(courier, {
      data(draft) {
        draft.description = text(record, 'description');
        draft.imageUrl = url(record, 'imageUrl');
      },
    });
  }
  const siti = db.customers.findFirst((q) => q.where({ alias: SITI_ALIAS }));
  if (siti) {
    await db.customers.update(siti, {
      data(draft) {
        draft.firstName = text('customer Siti', 'firstName');
        draft.lastName = text('customer Siti', 'lastName');
      },
    });
  }
  for (const address of db.addresses.findMany((q) => q.where({ customerAlias: SITI_ALIAS }))) {
    const record = `address ${address.alias}`;
    await db.addresses.update(address, {
      data(draft) {
        draft.name = text(record, 'name');
        draft.pic = text(record, 'pic');
        draft.line1 = text(record, 'line1');
        draft.line2 = text(record, 'line2');
      },
    });
  }
  for (const order of db.orders.findMany((q) => q.where({ customerAlias: SITI_ALIAS }))) {
    const record = `order ${order.docNum}`;
    await db.orders.update(order, {
      data(draft) {
        for (const line of draft.details) {
          line.product.name = text(record, 'details.product.name');
          line.remarks = text(record, 'details.remarks');
        }
        if (draft.midTransQRISUrl !== null) draft.midTransQRISUrl = url(record, 'midTransQRISUrl');
        if (draft.deliveryAddress !== null) {
          draft.deliveryAddress.pic = text(record, 'deliveryAddress.pic');
          draft.deliveryAddress.line1 = text(record, 'deliveryAddress.line1');
          draft.deliveryAddress.line2 = text(record, 'deliveryAddress.line2');
        }
      },
    });
  }
  await plantBlend(text('blend of Siti', 'name'));
  for (const line of db.cartLines.findMany((q) => q.where({ customerAlias: SITI_ALIAS }))) {
    await db.cartLines.update(line, {
      data(draft) {
        draft.remarks = text(`cart line ${line.alias}`, 'remarks');
      },
    });
  }
  fields.push({ record: 'blend of Siti', field: 'cart line' });
  await saveDatabase();
  return { fields, payloads: used.size, blendCode: BLEND_CODE };
}

/** A blend of Siti's named with a payload, in her cart: a custom product is hers alone. */
async function plantBlend(name: string): Promise<void> {
  if (db.products.findFirst((q) => q.where({ code: BLEND_CODE }))) return;
  const bean = db.products.findFirst((q) =>
    q.where({ ownerAlias: null, category: { alias: 'Beans' } }),
  );
  const unit = bean && uomGroupByCode(bean.uoMGroupCode)?.details[0]?.alternateUoM;
  if (!bean || !unit) return;
  const blend = await db.products.create({
    ...structuredClone(bean),
    code: BLEND_CODE,
    name,
    ownerAlias: SITI_ALIAS,
  });
  const figures = lineFigures(blend, unit.code, 1);
  if (!figures) return;
  await db.cartLines.create({
    alias: newAlias('crt'),
    customerAlias: SITI_ALIAS,
    productCode: BLEND_CODE,
    uomCode: unit.code,
    varianceJSON: '[]',
    remarks: '',
    createdAt: Date.now(),
    quantity: 1,
    ...figures,
  });
}
