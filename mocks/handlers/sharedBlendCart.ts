import { z } from 'zod';
import { toCartLine } from '../domain/dto';
import { quoted } from '../domain/input';
import { blendUnitPrice, DRIP_BAG_GRAMS, type Packaging } from '../domain/pricing';
import { grindOf, liveShare, SHARE_GONE, sharesOf } from '../domain/sharedBlends';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, fail, notFound } from '../http/errors';
import { quantity } from '../http/fields';
import type { GatewayResolver } from '../http/route';
import { productImage } from '../seed/images';
import { OPTION_CATEGORY_GRIND } from '../seed/options';
import { escapeXml } from '../seed/text';
import { defaultUnit, uomGroupByCode } from '../seed/uom';
import {
  type CustomerRecord,
  db,
  type ProductRecord,
  type SharedBlendRecord,
} from '../store/collections';
import { newAlias, newToken, nextInSequence } from '../store/ids';
import { SEQUENCE_CUSTOM_PRODUCT } from '../store/seed';
import { cartOf } from './cart';
import { figuresOrFail, lineValues, type newCartLine, planAdditions } from './cartAdditions';

// A friend buys a shared blend (gateway.yaml, POST /api/SharedBlend/{slug}/Cart): the gateway
// makes them a custom product of their own with the maker's composition and name, so nothing
// they do can reach the maker's product, and puts it in their cart as POST /api/Cart would.

const purchase = z.object({
  packaging: z.enum(['CoffeeBag', 'DripBag'], 'Kemasan harus CoffeeBag atau DripBag.'),
  grindLevel: z.string().trim().min(1).optional(),
  uoMCode: z.string().trim().min(1).optional(),
  quantity,
});

const PACKAGING: Record<z.infer<typeof purchase>['packaging'], Packaging> = {
  CoffeeBag: 'Bag',
  DripBag: 'Drip',
};
/** As POST /api/Product: a drip bag holds ground coffee, ground for drip unless chosen. */
const WHOLE_BEAN_GRIND = 'GRIND-WHOLE';
const DRIP_GRIND = 'GRIND-MEDIUM';
/** Packed weight of a drip bag's filter and sachet, as POST /api/Product weighs it. */
const DRIP_SACHET_MG = 2_000;

interface Choice {
  packaging: Packaging;
  groupCode: string;
  uomCode: string;
  grind: { code: string; name: string; optionCategory: string };
}

function grindChosen(code: string | undefined, packaging: Packaging): Choice['grind'] {
  const chosen = code ?? (packaging === 'Drip' ? DRIP_GRIND : null);
  if (chosen === null) fail(badRequest('Pilih tingkat penggilingan untuk Coffee Bag.'));
  const grind = db.productOptions.findFirst((q) =>
    q.where({ code: chosen, optionCategory: OPTION_CATEGORY_GRIND.code }),
  );
  if (!grind) fail(badRequest(quoted`Tingkat penggilingan ${chosen} tidak dikenal.`));
  if (packaging === 'Drip' && grind.code === WHOLE_BEAN_GRIND) {
    fail(badRequest('Drip Bag berisi kopi giling: pilih tingkat penggilingan selain biji utuh.'));
  }
  return { code: grind.code, name: grind.name, optionCategory: grind.optionCategory };
}

/** What the buyer chose, checked whole before anything is written. */
function choiceOf(body: z.infer<typeof purchase>, source: ProductRecord): Choice {
  const packaging = PACKAGING[body.packaging];
  const pack = db.packagings.findFirst((q) => q.where({ value: packaging }));
  const group = pack && uomGroupByCode(pack.uoMGroupCode);
  if (!pack || !group) fail(badRequest('Kemasan ini sedang tidak tersedia.'));
  const uomCode = body.uoMCode ?? defaultUnit(group).alternateUoM.code;
  if (!blendUnitPrice(sharesOf(source), packaging, group.code, uomCode)) {
    fail(badRequest(quoted`Satuan ${uomCode} tidak tersedia untuk kemasan ini.`));
  }
  const grind = grindChosen(body.grindLevel, packaging);
  return { packaging, groupCode: group.code, uomCode, grind };
}

function fits(product: ProductRecord, choice: Choice): boolean {
  return product.uoMGroupCode === choice.groupCode && grindOf(product)?.code === choice.grind.code;
}

/** The maker's blend made again as the buyer's own product, in the buyer's packaging and grind. */
async function copyFor(source: ProductRecord, customer: CustomerRecord, choice: Choice) {
  const shares = sharesOf(source);
  const group = uomGroupByCode(choice.groupCode);
  const unit = group && defaultUnit(group);
  const price =
    unit && blendUnitPrice(shares, choice.packaging, group.code, unit.alternateUoM.code);
  if (!price) fail(badRequest('Harga blend tidak bisa dihitung.'));
  const number = await nextInSequence(SEQUENCE_CUSTOM_PRODUCT, 1);
  const code = `CB-${String(number).padStart(6, '0')}`;
  const perGramMg = shares.reduce((sum, s) => sum + (s.product.weightInMg * s.percentage) / 100, 0);
  const drip = choice.packaging === 'Drip';
  const parts = shares.map((s) => `<li>${s.percentage}% ${escapeXml(s.product.name)}</li>`);
  return db.products.create({
    code,
    name: source.name,
    category: { name: source.category.name, alias: source.category.alias },
    sellPrice: price.sellPrice,
    nonMemberPrice: price.nonMemberPrice,
    memberPrice: price.memberPrice,
    basePrice: price.basePrice,
    details: [productImage(code, 0, newToken())],
    remarks:
      `<p>Blend racikan <strong>${escapeXml(source.name)}</strong>, dikemas dalam ` +
      `${drip ? 'Drip Bag' : 'Coffee Bag'}, gilingan ${escapeXml(choice.grind.name)}.</p>` +
      `<ul>${parts.join('')}</ul>`,
    uoMGroupCode: choice.groupCode,
    productVariances: [],
    productOptions: [
      ...source.productOptions.flatMap((option) =>
        option.percentage === undefined
          ? []
          : [{ code: option.code, name: option.name, percentage: option.percentage }],
      ),
      choice.grind,
    ],
    weightInMg: drip ? DRIP_BAG_GRAMS * perGramMg + DRIP_SACHET_MG : perGramMg,
    origin: null,
    beanType: source.beanType,
    process: null,
    kind: drip ? 'drip' : 'bag',
    tint: source.tint,
    isSalesItem: true,
    ownerAlias: customer.alias,
    position: db.products.count(),
  });
}

/**
 * The buyer's blend of this share in this packaging and grind: the maker's own product for
 * the maker, the one made for this buyer before, or a new one remembered as made from it.
 */
async function productFor(
  share: SharedBlendRecord,
  source: ProductRecord,
  customer: CustomerRecord,
  choice: Choice,
) {
  if (customer.alias === share.makerAlias && fits(source, choice)) return source;
  const earlier = db.sharedBlendCopies
    .findMany((q) => q.where({ sourceCode: source.code, customerAlias: customer.alias }))
    .map((copy) => db.products.findFirst((q) => q.where({ code: copy.productCode })))
    .find((product) => product?.isSalesItem && fits(product, choice));
  if (earlier) return earlier;
  const made = await copyFor(source, customer, choice);
  await db.sharedBlendCopies.create({
    productCode: made.code,
    sourceCode: source.code,
    slug: share.slug,
    customerAlias: customer.alias,
  });
  return made;
}

/** The cart line as the storefront would send it: the gateway prices it itself. */
function lineOf(product: ProductRecord, choice: Choice, count: number) {
  const line: z.infer<typeof newCartLine> = {
    product: { code: product.code },
    quantity: count,
    baseQuantity: 1,
    basePrice: 0,
    price: 0,
    lineStatus: 'Open',
    uom: { code: choice.uomCode },
    remarks: choice.grind.name,
    baseUoM: { code: choice.uomCode },
    lineDiscountAmount: 0,
    lineNumber: 1,
    lineTaxAmount: 0,
    outgoingTax: { code: '' },
    weightInMG: 0,
    lineTotal: 0,
    varianceJSON: '[]',
  };
  return line;
}

export const buySharedBlend: GatewayResolver<'post', '/api/SharedBlend/{slug}/Cart'> = async ({
  request,
  params,
  response,
}) => {
  const customer = requireCustomer(request);
  const share = liveShare(params.slug);
  if (!share) return notFound(SHARE_GONE);
  const body = await readJson(request, purchase);
  const source = db.products.findFirst((q) => q.where({ code: share.productCode }));
  if (!source) return notFound(SHARE_GONE);
  const choice = choiceOf(body, source);
  const product = await productFor(share, source, customer, choice);
  const [plan] = planAdditions(
    [lineOf(product, choice, body.quantity)],
    customer,
    cartOf(customer.alias),
  );
  if (!plan) return badRequest('Blend tidak bisa ditambahkan ke keranjang.');
  const values = lineValues(plan.quantity, figuresOrFail(product, plan.uomCode, plan.quantity));
  const line = plan.existing
    ? await db.cartLines.update(plan.existing, {
        data: (draft) => void Object.assign(draft, values),
      })
    : await db.cartLines.create({
        ...values,
        alias: newAlias('crt'),
        customerAlias: customer.alias,
        productCode: product.code,
        uomCode: plan.uomCode,
        varianceJSON: '[]',
        remarks: plan.remarks,
        createdAt: Date.now(),
      });
  return response(201).json(line ? [toCartLine(line)] : []);
};
