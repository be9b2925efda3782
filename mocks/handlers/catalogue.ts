import { toProduct } from '../domain/dto';
import { quoted } from '../domain/input';
import { productSeenBy } from '../domain/ownership';
import { unitPriceOf } from '../domain/pricing';
import { requireCustomer, viewerAlias } from '../http/auth';
import { badRequest, fail, notFound } from '../http/errors';
import { route } from '../http/route';
import { db, inListOrder, type ProductRecord } from '../store/collections';

/** The shop's own sales items; customers' custom blends are private and not listed. */
export function catalogueProducts(): ProductRecord[] {
  return inListOrder(
    db.products.findMany((q) =>
      q.where({ isSalesItem: true, ownerAlias: (owner) => owner === null }),
    ),
  );
}

/** The product as the caller may see it: another customer's blend is as unknown as a typo. */
function requireProduct(code: string, request: Request): ProductRecord {
  const product = productSeenBy(code, viewerAlias(request));
  if (!product) fail(notFound(quoted`Produk ${code} tidak ditemukan.`));
  return product;
}

/** The contract types a required parameter as always there; a request may still leave it out. */
function positiveIntegerParam(raw: string | null, name: string, max: number): number {
  if (raw === null) fail(badRequest(quoted`Parameter ${name} wajib diisi.`));
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    fail(badRequest(quoted`Parameter ${name} harus bilangan bulat antara 1 dan ${max}.`));
  }
  return value;
}

function similarityTo(product: ProductRecord, other: ProductRecord): number {
  let score = 0;
  if (product.origin !== null && other.origin === product.origin) score += 3;
  if (product.beanType !== null && other.beanType === product.beanType) score += 1;
  if (product.process !== null && other.process === product.process) score += 1;
  return score;
}

const SIMILAR_COUNT = 6;
const TOP_COUNT = 8;

/** Option category codes compare as numbers: the gateway says both '2' and '02'. */
function sameOptionCategory(a: string, b: string): boolean {
  return a === b || (/^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) === Number(b));
}

type OptionRecord = ReturnType<typeof db.productOptions.all>[number];

/** Origins answer with their flavour; other options have none. */
const toOption = ({ code, name, optionCategory, flavour }: OptionRecord) => ({
  code,
  name,
  optionCategory,
  ...(flavour ? { flavour } : {}),
});

export const catalogueHandlers = [
  route('get', '/api/Category', ({ response }) =>
    response(200).json(
      inListOrder(db.categories.all()).map(({ code, name, alias }) => ({ code, name, alias })),
    ),
  ),

  route('get', '/api/Category/{alias}', ({ params, response }) => {
    const category = db.categories.findFirst((q) => q.where({ alias: params.alias }));
    if (!category) return notFound(quoted`Kategori ${params.alias} tidak ditemukan.`);
    const { code, name, alias } = category;
    return response(200).json({ code, name, alias });
  }),

  route('get', '/api/Product', ({ query, response }) => {
    const pageSize = positiveIntegerParam(query.get('pageSize'), 'pageSize', 1000);
    const page = positiveIntegerParam(query.get('page'), 'page', Number.MAX_SAFE_INTEGER);
    const start = (page - 1) * pageSize;
    return response(200).json(
      catalogueProducts()
        .slice(start, start + pageSize)
        .map(toProduct),
    );
  }),

  route('get', '/api/Product/Top', ({ request, response }) => {
    const customer = requireCustomer(request);
    const bought = new Map<string, number>();
    for (const order of db.orders.findMany((q) => q.where({ customerAlias: customer.alias }))) {
      for (const line of order.details) {
        bought.set(line.product.code, (bought.get(line.product.code) ?? 0) + line.quantity);
      }
    }
    const top = catalogueProducts()
      .filter((p) => bought.has(p.code))
      .sort((a, b) => (bought.get(b.code) ?? 0) - (bought.get(a.code) ?? 0))
      .slice(0, TOP_COUNT);
    return response(200).json(top.map(toProduct));
  }),

  route('get', '/api/Product/ByOptionNames', ({ query, response }) => {
    const names = query.getAll('names').filter((n) => n.trim());
    if (names.length === 0)
      return badRequest('Parameter names wajib diisi (jenis biji dan origin).');
    const matching = catalogueProducts().filter((product) => {
      const carried = [
        product.beanType,
        product.origin,
        ...product.productOptions.map((o) => o.name),
      ];
      return product.category.alias === 'Beans' && names.every((name) => carried.includes(name));
    });
    return response(200).json(matching.map(toProduct));
  }),

  route('get', '/api/Product/{code}', ({ params, request, response }) =>
    response(200).json(toProduct(requireProduct(params.code, request))),
  ),

  route('get', '/api/Product/{code}/Similar', ({ params, request, response }) => {
    const product = requireProduct(params.code, request);
    const similar = catalogueProducts()
      .filter((p) => p.code !== product.code && p.category.alias === product.category.alias)
      .sort(
        (a, b) => similarityTo(product, b) - similarityTo(product, a) || a.position - b.position,
      )
      .slice(0, SIMILAR_COUNT);
    return response(200).json(similar.map(toProduct));
  }),

  route('get', '/api/Product/{code}/UoM/{uom}', ({ params, request, response }) => {
    const product = requireProduct(params.code, request);
    const price = unitPriceOf(product, params.uom);
    if (!price) return notFound(quoted`Satuan ${params.uom} tidak tersedia untuk ${product.name}.`);
    return response(200).json({
      ...toProduct(product),
      sellPrice: price.sellPrice,
      nonMemberPrice: price.nonMemberPrice,
      memberPrice: price.memberPrice,
      basePrice: price.basePrice,
    });
  }),

  route('get', '/api/UoMGroup/{code}', ({ params, response }) => {
    const group = db.uomGroups.findFirst((q) =>
      q.where((g) => g.code === params.code || String(g.id) === params.code),
    );
    if (!group) return notFound(quoted`Grup satuan ${params.code} tidak ditemukan.`);
    return response(200).json({
      code: group.code,
      // A group has no price of its own: prices come per product and unit.
      sellPrice: 0,
      details: group.details.map(({ alternateUoM, baseUoM, baseQuantity }) => ({
        alternateUoM: { code: alternateUoM.code, name: alternateUoM.name },
        baseUoM: { code: baseUoM.code, name: baseUoM.name },
        baseQuantity,
      })),
    });
  }),

  route('get', '/api/ProductOption/OptionCategory/{optionCategory}', ({ params, response }) => {
    const known = db.optionCategories.findFirst((q) =>
      q.where((c) => sameOptionCategory(c.code, params.optionCategory)),
    );
    if (!known) return notFound(quoted`Kategori opsi ${params.optionCategory} tidak ditemukan.`);
    const options = db.productOptions.findMany((q) =>
      q.where((o) => sameOptionCategory(o.optionCategory, known.code)),
    );
    return response(200).json(options.map(toOption));
  }),

  route('get', '/api/ProductOption/ByName', ({ query, response }) => {
    const name = query.get('name')?.trim();
    const category = query.get('OptionCategory')?.trim();
    if (!name) return badRequest('Parameter name wajib diisi.');
    if (!category) return badRequest('Parameter OptionCategory wajib diisi.');
    const options = db.productOptions.findMany((q) =>
      q.where((o) => o.parentName === name && sameOptionCategory(o.optionCategory, category)),
    );
    return response(200).json(options.map(toOption));
  }),

  route('get', '/api/OutgoingTax', ({ response }) =>
    response(200).json(
      inListOrder(db.taxes.all()).map(({ code, name, rate, isDefault }) => ({
        code,
        name,
        rate,
        isDefault,
      })),
    ),
  ),
];
