import { type ProductDetail, unitLabel } from '@/api/catalogue';
import { hrefs, routes } from '@/lib/paths';
import { type OfferAvailability, productStructuredData } from '@/lib/structuredData';
import { textOfHtml } from '@/lib/text';
import { productGallery } from './productImage';
import { hasPrice } from './productList';
import { catalogueTexts } from './texts';

/**
 * What a product's page says of it to search engines (JSON-LD): its name, pictures,
 * description as text, code, and the offer of the unit whose price the page knows, the
 * default one (another unit's price is asked for when it is chosen, SPEC §4). A product the
 * shop no longer sells is Discontinued, one without units cannot be bought (OutOfStock), one
 * without a price has no offer at all.
 */
export function productPageStructuredData({ product, units }: ProductDetail) {
  const unit = units[0]?.alternateUoM ?? null;
  const availability: OfferAvailability = product.isInActive
    ? 'Discontinued'
    : unit
      ? 'InStock'
      : 'OutOfStock';
  const { trail } = catalogueTexts.detail;
  return productStructuredData({
    name: product.name,
    code: product.code,
    path: hrefs.product(product),
    images: productGallery(product),
    description: textOfHtml(product.remarks),
    offers: hasPrice(product.sellPrice)
      ? [{ unit: unit && unitLabel(unit), price: product.sellPrice, availability }]
      : [],
    trail: [
      { name: trail.home, path: routes.home },
      { name: trail.products, path: routes.products },
    ],
  });
}
