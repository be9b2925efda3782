// The shop's own details in one place: its name, tagline, description, logo, how to reach it
// and its marketplace stores. The shell, every page's title and head, the partnership page, the
// structured data (JSON-LD), index.html (vite.config.ts), the web app manifest
// (scripts/app-icons.mjs), the offline page and the share image read them here, so a
// deployment changes them once. No imports: scripts read this module under Node. The store links and the WhatsApp number are placeholders
// a real deployment replaces with the shop's own.

/** A marketplace store of the shop's, linked from the footer and named in its JSON-LD. */
export interface MarketplaceStore {
  name: string;
  href: string;
}

export const SHOP_NAME = 'Kopi Nusantara';

/** What the shop offers, in four words: home's title after the name, the share image's line. */
export const SHOP_TAGLINE = 'Blend Kopimu Sendiri';

/** Home's title, and any page's without a name of its own. */
export const SHOP_TITLE = `${SHOP_NAME} — ${SHOP_TAGLINE}`;

/** The shop's description: home's, and any page's without text of its own. */
export const SHOP_DESCRIPTION =
  'Kopi pilihan dari seluruh Nusantara. Belanja minuman, drip dan biji kopi, atau buat blend kopimu sendiri.';

/** The year the shop began, in the footer's copyright. */
export const SHOP_SINCE = 2024;

/** The shop's mark, a picture the build ships (public/), as a path of the site. */
export const SHOP_LOGO_PATH = '/favicon.svg';

/** The shop's own node in every page's structured data (`@id`): brand, publisher, seller. */
export const SHOP_NODE_PATH = '/#toko';

export const SHOP_EMAIL = 'kemitraan@kopinusantara.id';

/** WhatsApp: as a person reads it, and the wa.me link (international digits) that opens a chat. */
export const SHOP_WHATSAPP = {
  display: '+62 811-2000-2024',
  international: '+6281120002024',
  href: 'https://wa.me/6281120002024',
} as const;

/** The shop's own stores on the marketplaces (placeholders until the real stores' addresses). */
export const MARKETPLACE_STORES: readonly MarketplaceStore[] = [
  { name: 'Tokopedia', href: 'https://www.tokopedia.com/kopinusantara' },
  { name: 'Shopee', href: 'https://shopee.co.id/kopinusantara' },
  { name: 'Blibli', href: 'https://www.blibli.com/merchant/kopi-nusantara/KON-60001' },
  { name: 'TikTok Shop', href: 'https://www.tiktok.com/@kopinusantara' },
];
