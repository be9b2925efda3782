// Seed shapes for the mock gateway: the catalogue here, branches and delivery in
// placeTypes.ts, customers and their orders in customerTypes.ts. Field names follow SPEC.md §3
// (and RajaOngkir's snake_case for regions and shipping costs), so handlers can return these
// records as they are. A few extra fields (kind, tint, origin, beanType, weightInMg ...) feed
// the illustrations, the blend builder and shipping; handlers may drop them from responses.

export type CategoryAlias = 'Beverages' | 'Drips' | 'Beans' | 'Merchandise' | 'CustomBlend';

export interface SeedCategory {
  name: string;
  alias: CategoryAlias;
}

export type BeanType = 'Arabika' | 'Robusta' | 'Liberika';

export type OriginName =
  | 'Gayo'
  | 'Toraja'
  | 'Kintamani'
  | 'Flores Bajawa'
  | 'Java Preanger'
  | 'Mandailing'
  | 'Wamena'
  | 'Ijen'
  | 'Kerinci'
  | 'Enrekang'
  | 'Solok'
  | 'Temanggung'
  | 'Lampung'
  | 'Dampit'
  | 'Kepahiang'
  | 'Jambi'
  | 'Meranti';

export type CoffeeProcess = 'Full Wash' | 'Honey' | 'Natural' | 'Wet Hulled';

/** One quality of a cup, from 1 (hardly any) to 5 (a lot). */
export type FlavourLevel = 1 | 2 | 3 | 4 | 5;

/** How coffee from an origin tastes as the roastery cups it (gateway.yaml FlavourProfile). */
export interface SeedFlavour {
  body: FlavourLevel;
  acidity: FlavourLevel;
  sweetness: FlavourLevel;
  bitterness: FlavourLevel;
}

export interface SeedOrigin {
  name: OriginName;
  beanType: BeanType;
  /** Where it grows, as a shopper would say it. */
  region: string;
  /** The growing area's regency in regions.ts. */
  cityId: string;
  tint: string;
  flavour: SeedFlavour;
}

/** What the product illustration draws: a bean bag, a drip bag or a cup. */
export type IllustrationKind = 'bag' | 'drip' | 'cup';

/** A bag of beans as the catalogue describes it, before it is made a product. */
export interface BeanSpec {
  slug: string;
  name: string;
  origin: OriginName;
  process: CoffeeProcess;
  altitude: string;
  varieties: string;
  notes: string[];
  story: string;
  brewTip: string;
  /** 250 g, IDR; a multiple of 250 so the price per gram is whole rupiah. */
  price: number;
  memberPrice: number;
  images: number;
}

export interface SeedProductImage {
  fileName: string;
  imageUrl: string;
}

export interface SeedVarianceValue {
  value: string;
}

export interface SeedProductVariance {
  name: string;
  alias: string;
  details: SeedVarianceValue[];
}

export interface SeedProduct {
  code: string;
  name: string;
  category: SeedCategory;
  /** Price of the group's default (first) unit; customers are all non-members today. */
  sellPrice: number;
  nonMemberPrice: number;
  memberPrice: number;
  /** Price of one base unit (one gram, one drip bag, one cup) in IDR. */
  basePrice: number;
  details: SeedProductImage[];
  /** HTML description; the storefront must sanitise it before rendering. */
  remarks: string;
  uoMGroup: { code: string };
  productVariances: SeedProductVariance[];
  /** Shipping weight of one base unit including packaging, in milligrams. */
  weightInMg: number;
  origin: OriginName | null;
  beanType: BeanType | null;
  process: CoffeeProcess | null;
  kind: IllustrationKind;
  tint: string;
}

export interface SeedUoM {
  code: string;
  name: string;
}

export interface SeedUoMGroupDetail {
  alternateUoM: SeedUoM;
  baseUoM: SeedUoM;
  baseQuantity: number;
}

export interface SeedUoMGroup {
  code: string;
  name: string;
  /** The first detail is the default unit the storefront preselects. */
  details: SeedUoMGroupDetail[];
}

export interface SeedOptionCategory {
  code: string;
  name: string;
}

export interface SeedProductOption {
  code: string;
  name: string;
  optionCategory: SeedOptionCategory;
  /** For origins (category 02): the bean type they belong to. */
  parentName: string | null;
  /** For origins (category 02): how their coffee tastes; null for other options. */
  flavour: SeedFlavour | null;
}

export interface SeedBeanProductOption {
  productCode: string;
  beanType: BeanType;
  origin: OriginName;
}

export interface SeedPackagingOption {
  name: 'Coffee Bag' | 'Drip Bag';
  value: 'Bag' | 'Drip';
  /** Units a blend in this packaging is sold in. */
  uoMGroupCode: string;
}

export interface SeedOutgoingTax {
  code: string;
  name: string;
  /** Percent. */
  rate: number;
  isDefault: boolean;
}

/** What a blog header draws; handlers validate against this list. */
export const BLOG_MOTIFS = ['map', 'v60', 'roast', 'blend', 'beans', 'cup', 'harvest'] as const;

export type BlogMotif = (typeof BLOG_MOTIFS)[number];

export interface SeedBlog {
  subject: string;
  /** Base64 of the UTF-8 HTML body. */
  description: string;
  imageUrl: string;
  /** Used by the storefront as the slug. */
  remarks: string;
  motif: BlogMotif;
  tint: string;
}
