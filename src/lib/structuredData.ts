// Structured data (JSON-LD, schema.org) that says what a page shows: the builders are pure,
// the screens render their result with StructuredData (src/ui). Absolute addresses come from
// the shop's public origin (site.ts), the shop's details from shop.ts.

import {
  MARKETPLACE_STORES,
  SHOP_EMAIL,
  SHOP_LOGO_PATH,
  SHOP_NAME,
  SHOP_NODE_PATH,
  SHOP_WHATSAPP,
} from './shop';
import { absoluteAddress, absoluteUrl, SHARE_IMAGE_PATH } from './site';
import { truncate } from './text';

const CONTEXT = 'https://schema.org';

type JsonLd = Record<string, unknown>;

/** The picture named for a page without one of its own: the shop's share image. */
const FALLBACK_IMAGE_PATH = SHARE_IMAGE_PATH;

/** The shop as brand, author and publisher: its name, address and logo. */
/** The shop's node, named where a branch, an offer or a page points back to it. */
const shopNode = (): JsonLd => ({ '@id': absoluteUrl(SHOP_NODE_PATH) });

function shopReference(): JsonLd {
  return {
    '@type': 'Organization',
    ...shopNode(),
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl(SHOP_LOGO_PATH),
  };
}

/** A branch as home's structured data names it: what the gateway says of it (Branch). */
export interface BranchFacts {
  name: string;
  line1: string;
  line2: string;
  city: string;
  /** Five digits (padPostalCode), or null when the gateway's is not a postal code. */
  postalCode: string | null;
  /** Its picture's address, or null. */
  image: string | null;
  /** Its place on Google Maps. */
  mapUrl: string;
}

/** A branch as a local business (a coffee shop) with its postal address. */
function branchStructuredData(branch: BranchFacts): JsonLd {
  const streetAddress = [branch.line1, branch.line2]
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const mapUrl = absoluteAddress(branch.mapUrl);
  return {
    '@type': 'CafeOrCoffeeShop',
    name: branch.name,
    image: imagesOf([branch.image]),
    address: {
      '@type': 'PostalAddress',
      ...(streetAddress && { streetAddress }),
      addressLocality: branch.city,
      ...(branch.postalCode && { postalCode: branch.postalCode }),
      addressCountry: 'ID',
    },
    ...(mapUrl && { hasMap: mapUrl }),
    parentOrganization: shopNode(),
  };
}

/**
 * Home's: the shop as an online store, how to reach it, its marketplace stores and its
 * branches as local businesses (none while the branch list is not known).
 */
export function shopStructuredData(branches: readonly BranchFacts[] = []): JsonLd {
  return {
    '@context': CONTEXT,
    ...shopReference(),
    '@type': ['Organization', 'OnlineStore'],
    email: SHOP_EMAIL,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: SHOP_WHATSAPP.international,
      email: SHOP_EMAIL,
      url: SHOP_WHATSAPP.href,
      availableLanguage: 'id',
    },
    sameAs: MARKETPLACE_STORES.map((store) => store.href),
    ...(branches.length > 0 && { subOrganization: branches.map(branchStructuredData) }),
  };
}

// Elements a reader sees set apart: their text must not run into the text around them.
/** How a product's offer stands, from what the gateway says of it. */
export type OfferAvailability = 'InStock' | 'OutOfStock' | 'Discontinued';

export interface ProductFacts {
  name: string;
  /** The product's code, its SKU. */
  code: string;
  /** The path of its canonical page (hrefs.product). */
  path: string;
  /** Its pictures' addresses; none names the fallback picture. */
  images: readonly string[];
  /** Plain text. */
  description: string;
  /** One per unit whose price the page knows; a product without a price has none. */
  offers: readonly { unit: string | null; price: number; availability: OfferAvailability }[];
  /** Where the breadcrumb trail leads before the product: Home, Products. */
  trail: readonly { name: string; path: string }[];
}

/** A description is cut at this many characters: the page itself shows all of it. */
const DESCRIPTION_LENGTH = 1000;

function imagesOf(images: readonly (string | null | undefined)[]): string[] {
  const absolute = images.map((src) => absoluteAddress(src)).filter((url) => url !== null);
  return absolute.length > 0 ? absolute : [absoluteUrl(FALLBACK_IMAGE_PATH)];
}

/** A product's page: the Product with its offers in IDR, and the BreadcrumbList to it. */
export function productStructuredData(product: ProductFacts): JsonLd {
  const url = absoluteUrl(product.path);
  const trail = [...product.trail, { name: product.name, path: product.path }];
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'Product',
        '@id': `${url}#produk`,
        name: product.name,
        sku: product.code,
        url,
        image: imagesOf(product.images),
        ...(product.description && {
          description: truncate(product.description, DESCRIPTION_LENGTH),
        }),
        brand: { '@type': 'Brand', name: SHOP_NAME },
        offers: product.offers.map((offer) => ({
          '@type': 'Offer',
          url,
          price: offer.price,
          priceCurrency: 'IDR',
          availability: `https://schema.org/${offer.availability}`,
          itemCondition: 'https://schema.org/NewCondition',
          seller: shopNode(),
          ...(offer.unit && {
            eligibleQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: offer.unit },
          }),
        })),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.name,
          item: absoluteUrl(step.path),
        })),
      },
    ],
  };
}

/** Google shows at most this many characters of an article's headline. */
const HEADLINE_LENGTH = 110;

/** An article's page: the BlogPosting, by the shop. */
export function blogPostingStructuredData(article: {
  headline: string;
  path: string;
  image: string | null;
}): JsonLd {
  const url = absoluteUrl(article.path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: truncate(article.headline, HEADLINE_LENGTH),
    url,
    mainEntityOfPage: url,
    image: imagesOf([article.image]),
    author: shopReference(),
    publisher: shopReference(),
  };
}
