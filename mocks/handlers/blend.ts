import { z } from 'zod';
import { toProduct } from '../domain/dto';
import { quoted } from '../domain/input';
import {
  type BlendPercentage,
  type BlendShare,
  blendUnitPrice,
  DRIP_BAG_GRAMS,
  type Packaging,
  packagingOfGroup,
} from '../domain/pricing';
import { countEvent, type Limit, longestWait } from '../domain/throttle';
import { HOUR_MS } from '../domain/time';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, conflict, fail, throttled } from '../http/errors';
import { requiredCharacters } from '../http/fields';
import { type GatewayResolver, route } from '../http/route';
import { productImage } from '../seed/images';
import { escapeXml } from '../seed/text';
import { defaultUnit, uomGroupByCode } from '../seed/uom';
import { type CustomerRecord, db, type ProductRecord } from '../store/collections';
import { newToken, nextInSequence } from '../store/ids';
import { SEQUENCE_CUSTOM_PRODUCT } from '../store/seed';
import { catalogueProducts } from './catalogue';

/** SPEC.md §9: shares are 25, 50, 75 or 100 percent and add up to 100. */
const share = z.union(
  [z.literal(25), z.literal(50), z.literal(75), z.literal(100)],
  'Persentase harus 25, 50, 75 atau 100.',
);

const priceRequest = z.object({
  code: z.string().min(1),
  uoMCode: z.string().min(1),
  percentages: z
    .array(z.object({ productCode: z.string().min(1), percentage: share }))
    .min(1, 'Pilih minimal satu komponen blend.')
    .max(4, 'Blend terdiri dari maksimal 4 komponen.'),
});

const optionRef = z.object({
  code: z.string().min(1),
  name: z.string(),
  optionCategory: z.string().optional(),
  percentage: share.optional(),
});

const customProduct = z.object({
  code: z.string().regex(/^CB-\d{6}$/, 'Kode produk harus diambil dari /api/Product/NextCode.'),
  name: requiredCharacters('Nama blend', 60),
  sellPrice: z.number().positive('Harga blend harus lebih dari 0.'),
  width: z.literal(0),
  height: z.literal(0),
  length: z.literal(0),
  weight: z.literal(0),
  isSalesItem: z.boolean(),
  productOptions: z.array(optionRef).max(12),
  category: z.object({ name: z.string(), alias: z.string() }),
  uoMGroup: z.object({ code: z.string().min(1) }),
});

const GRIND_CATEGORY = '6';
/**
 * A drip bag holds coffee ground for its own paper filter: whole beans cannot go in one, and
 * a drip-bag blend sent without a grind is ground for drip.
 */
const WHOLE_BEAN_GRIND = 'GRIND-WHOLE';
const DRIP_GRIND = 'GRIND-MEDIUM';
/** Packed weight of a drip bag's filter and sachet. */
const DRIP_SACHET_MG = 2_000;

/** New codes a customer may take within an hour; answering their unused code takes none. */
export const NEW_CODE_LIMIT: Limit = { name: 'custom-code', max: 20, windowMs: HOUR_MS };

/**
 * The code already given to this customer that no product has used yet (the oldest, should
 * an older store hold several). A code is used once POST /api/Product made a product of it.
 */
function unusedCodeOf(customer: CustomerRecord): string | null {
  const issued = db.issuedCodes
    .findMany((q) => q.where({ customerAlias: customer.alias }))
    .sort((a, b) => a.issuedAt - b.issuedAt);
  return issued.find(({ code }) => !db.products.findFirst((q) => q.where({ code })))?.code ?? null;
}

function formatCustomCode(number: number): string {
  return `CB-${String(number).padStart(6, '0')}`;
}

/** The components must be beans from the catalogue, each once, sharing 100 percent. */
function resolveShares(
  parts: { productCode: string; percentage: BlendPercentage }[],
): BlendShare[] {
  const codes = new Set(parts.map((p) => p.productCode));
  if (codes.size !== parts.length)
    fail(badRequest('Setiap produk hanya boleh dipilih sekali dalam blend.'));
  const total = parts.reduce((sum, p) => sum + p.percentage, 0);
  if (total !== 100)
    fail(badRequest(quoted`Total persentase blend harus 100%, sekarang ${total}%.`));
  const beans = catalogueProducts().filter((p) => p.category.alias === 'Beans');
  return parts.map(({ productCode, percentage }) => {
    const product = beans.find((p) => p.code === productCode);
    if (!product)
      fail(badRequest(quoted`Produk ${productCode} bukan biji kopi yang bisa di-blend.`));
    return { product, percentage };
  });
}

function packagingFor(groupCode: string, expected?: Packaging): Packaging {
  const packaging = packagingOfGroup(groupCode);
  if (!packaging || (expected && packaging !== expected)) {
    const wanted = expected === 'Drip' ? 'Drip Bag' : expected === 'Bag' ? 'Coffee Bag' : 'blend';
    fail(badRequest(quoted`Grup satuan ${groupCode} bukan kemasan ${wanted}.`));
  }
  return packaging;
}

/** Both price paths take one body and answer one price (gateway.yaml shares their definition). */
function blendPrice(
  packaging: Packaging,
): GatewayResolver<'post', '/api/Product/CustomBlend/Price'> {
  return async ({ request, response }) => {
    requireCustomer(request);
    const body = await readJson(request, priceRequest);
    packagingFor(body.code, packaging);
    const shares = resolveShares(body.percentages);
    const price = blendUnitPrice(shares, packaging, body.code, body.uoMCode);
    if (!price) return badRequest(quoted`Satuan ${body.uoMCode} tidak tersedia untuk kemasan ini.`);
    return response(200).json(price.sellPrice);
  };
}

function describeBlend(
  name: string,
  shares: BlendShare[],
  packaging: Packaging,
  grind: string | null,
) {
  const parts = shares
    .map((s) => `<li>${s.percentage}% ${escapeXml(s.product.name)}</li>`)
    .join('');
  const pack = packaging === 'Drip' ? 'Drip Bag' : 'Coffee Bag';
  const ground = grind ? `, gilingan ${escapeXml(grind)}` : '';
  // The name is the customer's text: escaped here, and sanitised again by the storefront.
  return `<p>Blend racikan <strong>${escapeXml(name)}</strong>, dikemas dalam ${pack}${ground}.</p><ul>${parts}</ul>`;
}

type CustomProductInput = z.infer<typeof customProduct>;

/**
 * The gateway decides a new product's code: only a code NextCode gave this customer, once.
 * Another customer's code is refused as if it had never been issued, so it tells nothing.
 */
function requireIssuedCode(code: string, customer: CustomerRecord): void {
  const issued = db.issuedCodes.findFirst((q) => q.where({ code, customerAlias: customer.alias }));
  if (!issued) {
    fail(badRequest(quoted`Kode produk ${code} tidak diberikan untukmu. Minta kode baru.`));
  }
  if (db.products.findFirst((q) => q.where({ code }))) {
    fail(conflict(quoted`Kode produk ${code} sudah dipakai. Minta kode baru.`));
  }
}

function buildCustomProduct(item: CustomProductInput, customer: CustomerRecord, position: number) {
  requireIssuedCode(item.code, customer);
  const category = db.categories.findFirst((q) => q.where({ alias: 'CustomBlend' }));
  if (!category || item.category.alias !== category.alias) {
    fail(badRequest('Produk blend harus masuk kategori CustomBlend.'));
  }
  const packaging = packagingFor(item.uoMGroup.code);
  const shares = resolveShares(
    item.productOptions.flatMap((o) =>
      o.percentage === undefined ? [] : [{ productCode: o.code, percentage: o.percentage }],
    ),
  );
  const knownOption = (code: string) => {
    const known = db.productOptions.findFirst((q) => q.where({ code }));
    if (!known) fail(badRequest(quoted`Opsi ${code} tidak dikenal.`));
    return { code: known.code, name: known.name, optionCategory: known.optionCategory };
  };
  const extras = item.productOptions
    .filter((o) => o.percentage === undefined)
    .map((o) => knownOption(o.code));
  let grinds = extras.filter((o) => o.optionCategory === GRIND_CATEGORY);
  if (grinds.length > 1) fail(badRequest('Pilih satu tingkat penggilingan saja.'));
  if (packaging === 'Drip') {
    if (grinds[0]?.code === WHOLE_BEAN_GRIND) {
      fail(badRequest('Drip Bag berisi kopi giling: pilih tingkat penggilingan selain biji utuh.'));
    }
    if (grinds.length === 0) {
      grinds = [knownOption(DRIP_GRIND)];
      extras.push(...grinds);
    }
  }
  const group = uomGroupByCode(item.uoMGroup.code);
  const unit = group && defaultUnit(group);
  const price =
    unit && blendUnitPrice(shares, packaging, item.uoMGroup.code, unit.alternateUoM.code);
  if (!price) fail(badRequest('Harga blend tidak bisa dihitung.'));
  const perGramMg = shares.reduce((sum, s) => sum + (s.product.weightInMg * s.percentage) / 100, 0);
  const lead = [...shares].sort((a, b) => b.percentage - a.percentage)[0]?.product;
  const beanTypes = new Set(shares.map((s) => s.product.beanType));
  return {
    code: item.code,
    name: item.name,
    category: { name: category.name, alias: category.alias },
    sellPrice: price.sellPrice,
    nonMemberPrice: price.nonMemberPrice,
    memberPrice: price.memberPrice,
    basePrice: price.basePrice,
    details: [productImage(item.code, 0, newToken())],
    remarks: describeBlend(item.name, shares, packaging, grinds[0]?.name ?? null),
    uoMGroupCode: item.uoMGroup.code,
    productVariances: [],
    productOptions: [
      ...shares.map((s) => ({
        code: s.product.code,
        name: s.product.name,
        percentage: s.percentage,
      })),
      ...extras,
    ],
    weightInMg: packaging === 'Drip' ? DRIP_BAG_GRAMS * perGramMg + DRIP_SACHET_MG : perGramMg,
    origin: null,
    beanType: beanTypes.size === 1 ? (lead?.beanType ?? null) : null,
    process: null,
    kind: packaging === 'Drip' ? ('drip' as const) : ('bag' as const),
    tint: lead?.tint ?? '#7A4A2A',
    isSalesItem: item.isSalesItem,
    ownerAlias: customer.alias,
    position,
  };
}

export const blendHandlers = [
  // The customer's unused code, else a new one remembered as theirs: calling in a loop takes
  // nothing from the six-digit code space, and new codes come at most NEW_CODE_LIMIT an hour.
  // Two tabs get the same code; the second to create it gets 409 and asks again.
  route(
    'get',
    '/api/Product/NextCode',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const unused = unusedCodeOf(customer);
      if (unused !== null) return response(200).json(unused);
      const wait = longestWait([[NEW_CODE_LIMIT, customer.alias]]);
      if (wait !== null) return throttled('Terlalu banyak blend baru yang dibuat.', wait);
      await countEvent(NEW_CODE_LIMIT, customer.alias);
      const code = formatCustomCode(await nextInSequence(SEQUENCE_CUSTOM_PRODUCT, 1));
      await db.issuedCodes.create({ code, customerAlias: customer.alias, issuedAt: Date.now() });
      return response(200).json(code);
    },
    { mutates: true },
  ),

  route('post', '/api/Product/CustomBlend/Price', blendPrice('Bag'), { mutates: false }),
  route('post', '/api/Product/CustomBlend/Price/Drip', blendPrice('Drip'), { mutates: false }),

  route(
    'post',
    '/api/Product',
    async ({ request, response }) => {
      const customer = requireCustomer(request);
      const items = await readJson(request, z.array(customProduct).min(1).max(5));
      if (new Set(items.map((i) => i.code)).size !== items.length) {
        return badRequest('Setiap produk harus punya kode sendiri.');
      }
      const first = db.products.count();
      const built = items.map((item, index) => buildCustomProduct(item, customer, first + index));
      const created: ProductRecord[] = [];
      for (const values of built) created.push(await db.products.create(values));
      return response(201).json(created.map(toProduct));
    },
    { idempotent: true },
  ),
];
