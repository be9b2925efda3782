// The shop's own details in one place: its name, logo, how to reach it and its marketplace
// stores. The footer, the partnership page and the structured data (JSON-LD) read them here,
// so a deployment changes them once. The store links and the WhatsApp number are placeholders
// a real deployment replaces with the shop's own.

/** A marketplace store of the shop's, linked from the footer and named in its JSON-LD. */
export interface MarketplaceStore {
  name: string;
  href: string;
}

export const SHOP_NAME = 'Kopi Nusantara';

/** The shop's mark, a picture the build ships (public/), as a path of the site. */
export const SHOP_LOGO_PATH = '/favicon.svg';

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
