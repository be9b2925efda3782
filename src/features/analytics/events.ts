import type { Product } from '@/api/catalogue';

/** What a cart line and an order line both say of an item. */
export interface LineLike {
  /** A custom blend's line carries its composition (options with a percentage). */
  product: {
    code: string;
    name: string;
    productOptions?: readonly { percentage?: number | undefined }[] | undefined;
  };
  price: number;
  quantity: number;
}

/**
 * What a feature tells analytics, in the shop's own terms: the GA4 mapping (items, IDR,
 * value) happens in ./gtag.ts, loaded only once the shopper has said 'Terima'.
 */
export type ItemSource =
  /** A product looked at or added: its list price unless the unit's price is known. */
  | { product: Product; quantity?: number; price?: number }
  /** A line of the cart (or of an order): its own price and quantity. */
  | { line: LineLike }
  /** A friend's blend bought from its shared page: named by its address, never by a person. */
  | { sharedBlend: { slug: string; price: number; quantity: number } };

/** How a customer passed on a shared blend's address. */
export type ShareMethod = 'copy_link' | 'share_sheet' | 'whatsapp';

export type AnalyticsEvent =
  | { name: 'view_item_list'; listName: string; items: readonly ItemSource[] }
  | { name: 'view_item'; items: readonly ItemSource[] }
  | { name: 'add_to_cart'; items: readonly ItemSource[] }
  | { name: 'remove_from_cart'; items: readonly ItemSource[] }
  | { name: 'begin_checkout'; items: readonly ItemSource[] }
  | { name: 'add_shipping_info'; shippingTier: string; items: readonly ItemSource[] }
  | {
      name: 'purchase';
      transactionId: string;
      value: number;
      shipping?: number;
      items: readonly ItemSource[];
    }
  | { name: 'search'; searchTerm: string }
  | { name: 'view_search_results'; searchTerm: string; items: readonly ItemSource[] }
  /** A shared blend's address passed on: the blend is its slug; no person is named. */
  | { name: 'share'; method: ShareMethod; slug: string }
  | { name: 'login'; method: string }
  | { name: 'sign_up'; method: string };

/** Told on window after each event reaches dataLayer, so the dev panel can list it. */
export const ANALYTICS_EVENT = 'kopi:analytics';

/** One `gtag('event', …)` as dataLayer holds it, for the dev panel. */
export interface PushedEvent {
  name: string;
  params: Record<string, unknown>;
}

/** The events on `window.dataLayer`, newest first (gtag's `['event', name, params]` entries). */
export function pushedEvents(): PushedEvent[] {
  const layer: unknown = (window as { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(layer)) return [];
  const events: PushedEvent[] = [];
  for (const entry of layer) {
    const [command, name, params] = Array.from(entry as ArrayLike<unknown>);
    if (command === 'event' && typeof name === 'string') {
      events.push({ name, params: (params ?? {}) as Record<string, unknown> });
    }
  }
  return events.reverse();
}
