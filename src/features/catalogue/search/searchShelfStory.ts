// A small shelf for the stories of the search's parts (results, filters, no result, the
// catalogue browser): products of the three shown categories, two origins with their
// flavours, prices in each band, and one product of a category the shop does not show.
import { aProduct } from '@kit/products';
import type { Category, FlavourProfile, Product } from '@/api/catalogue';

const beans = { name: 'Biji Kopi', alias: 'Beans' };
const drips = { name: 'Drip Bag', alias: 'Drips' };
const drinks = { name: 'Minuman', alias: 'Beverages' };

/** The categories the shop shows, in tab order. */
export const SHOWN_CATEGORIES: readonly Category[] = [drinks, drips, beans];

const arabika = { code: 'ARB', name: 'Arabika', optionCategory: '01' };
const origin = (name: string, flavour: FlavourProfile) => ({
  code: name.toUpperCase(),
  name,
  optionCategory: '02',
  flavour,
});
/** Asam segar and manis, pahit ringan. */
const gayo = origin('Gayo', { body: 3, acidity: 4, sweetness: 4, bitterness: 2 });
/** Body tebal, asam rendah. */
const toraja = origin('Toraja', { body: 5, acidity: 2, sweetness: 3, bitterness: 3 });

const shelved = (
  code: string,
  name: string,
  category: Category,
  price: number,
  options: Product['productOptions'] = [],
) =>
  aProduct({
    code,
    name,
    category: { name: category.name, alias: category.alias },
    sellPrice: price,
    nonMemberPrice: price,
    memberPrice: price - 5_000,
    remarks: `<p>${name}.</p>`,
    details: [],
    productOptions: options,
  });

/**
 * The catalogue as read, in the gateway's order: a tumbler first (Merchandise, a category the
 * shop does not show, so never found nor suggested), then the shown products.
 */
export const SHELF: readonly Product[] = [
  shelved('MR-TUMB', 'Tumbler Gayo', { name: 'Merchandise', alias: 'Merchandise' }, 150_000),
  shelved('BN-GAYO', 'Arabika Gayo Full Wash', beans, 125_000, [arabika, gayo]),
  shelved('BN-TORA', 'Arabika Toraja Sapan', beans, 110_000, [arabika, toraja]),
  shelved('DR-GAYO', 'Drip Bag Gayo Wine', drips, 65_000, [gayo]),
  shelved('BV-KSGA', 'Kopi Susu Gula Aren', drinks, 25_000),
  shelved('BV-COLD', 'Cold Brew Toraja', drinks, 35_000, [toraja]),
];

/** The names of the shown products, in the catalogue's order. */
export const SHOWN_NAMES = SHELF.filter((product) => product.category.alias !== 'Merchandise').map(
  (product) => product.name,
);
