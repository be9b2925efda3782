import { cookieNames, deleteCookie } from '@/lib/cookies';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { readConsent } from './consent';
import { ANALYTICS_EVENT, type AnalyticsEvent, type ItemSource } from './events';
import { currentPage, isCustomBlend } from './pageAddress';
import { looksPersonal } from './searchTerm';

/**
 * The GA4 side of analytics, loaded after 'Terima' by ./track.ts. Events take gtag's shape:
 * `gtag('event', name, params)`, where gtag pushes its `arguments` to `window.dataLayer`
 * (gtag.js reads Arguments objects, not arrays), so the same entries serve gtag.js when
 * `VITE_GA4_ID` is set and the dev panel's 'Analitik' list when it is not. Without an id
 * nothing leaves the browser: no script is added and dataLayer is only read by this page.
 */

/** GA4's item (recommended e-commerce parameters). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  /** The list it was chosen from: 'shared_blend' for a blend bought from its shared page. */
  item_list_id?: string;
  item_list_name?: string;
  price: number;
  quantity: number;
}

export const CURRENCY = 'IDR';

type DataLayerEntry = IArguments | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** A customer's blend is named by what it is, never by the name its owner gave it. */
const CUSTOM_BLEND_ITEM = 'Custom Blend';

export function toGa4Item(source: ItemSource): Ga4Item {
  if ('sharedBlend' in source) {
    const { slug, price, quantity } = source.sharedBlend;
    return {
      item_id: slug,
      item_name: CUSTOM_BLEND_ITEM,
      item_category: CUSTOM_BLEND_ITEM,
      item_list_id: 'shared_blend',
      item_list_name: 'Blend bersama',
      price,
      quantity,
    };
  }
  if ('line' in source) {
    const { line } = source;
    return {
      item_id: line.product.code,
      item_name: isCustomBlend(line.product) ? CUSTOM_BLEND_ITEM : line.product.name,
      price: line.price,
      quantity: line.quantity,
    };
  }
  const { product, quantity = 1, price = product.sellPrice } = source;
  const blend = isCustomBlend(product);
  return {
    item_id: product.code,
    item_name: blend ? CUSTOM_BLEND_ITEM : product.name,
    item_category: blend ? CUSTOM_BLEND_ITEM : product.category.name,
    price,
    quantity,
  };
}

/** What the items cost together, in whole rupiah (GA4's `value`). */
export function itemsValue(items: Ga4Item[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** GA4's name and parameters for one of the shop's events. */
export function toGa4(event: AnalyticsEvent): [string, Record<string, unknown>] {
  switch (event.name) {
    case 'search':
      return [event.name, { search_term: event.searchTerm }];
    case 'share':
      return [event.name, { method: event.method, content_type: 'blend', item_id: event.slug }];
    case 'login':
    case 'sign_up':
      return [event.name, { method: event.method }];
    default: {
      const items = event.items.map(toGa4Item);
      const params: Record<string, unknown> = {
        currency: CURRENCY,
        value: itemsValue(items),
        items,
      };
      if (event.name === 'view_item_list') {
        delete params.value;
        params.item_list_name = event.listName;
      }
      if (event.name === 'view_search_results') {
        delete params.value;
        params.search_term = event.searchTerm;
      }
      if (event.name === 'add_shipping_info') params.shipping_tier = event.shippingTier;
      if (event.name === 'purchase') {
        params.transaction_id = event.transactionId;
        params.value = event.value;
        if (event.shipping !== undefined) params.shipping = event.shipping;
      }
      return [event.name, params];
    }
  }
}

const measurementId: string | undefined = import.meta.env.VITE_GA4_ID || undefined;

/** gtag as Google writes it: every call's `arguments` onto dataLayer. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays.
  window.dataLayer.push(arguments);
}

let started = false;
/** 'Tolak' after gtag.js started: it sends nothing more until a new 'Terima'. */
let refused = false;

/**
 * Google's own switch that stops gtag.js at once, beside consent mode (which still sends
 * cookieless pings): `window['ga-disable-<id>']`.
 */
function disableGa(disabled: boolean): void {
  if (measurementId !== undefined) Reflect.set(window, `ga-disable-${measurementId}`, disabled);
}

/**
 * First use after 'Terima': dataLayer, and with an id, gtag.js from Google and its config. The
 * page is named by its cleaned address (./pageAddress.ts), never by the browser's: gtag.js
 * would send the query and every alias of it. 'Tolak' in another tab stops it here too.
 */
function start(): void {
  if (started) return;
  started = true;
  window.dataLayer ??= [];
  if (measurementId === undefined) return;
  gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' });
  gtag('js', new Date());
  gtag('set', currentPage());
  gtag('config', measurementId, { send_page_view: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  window.addEventListener('storage', () => {
    if (!refused && readConsent() !== 'granted') revoke();
  });
}

/** The orders whose purchase was sent, so each is measured once (this browser). */
const MAX_REMEMBERED = 100;
const aliasesSchema = {
  safeParse(input: unknown): { success: true; data: string[] } | { success: false } {
    return Array.isArray(input) && input.every((alias) => typeof alias === 'string')
      ? { success: true, data: input as string[] }
      : { success: false };
  },
};

/** True the first time an order's purchase is seen here; remembers it. */
function firstPurchaseOf(alias: string): boolean {
  const sent = readJson(STORAGE_KEYS.analyticsPurchases, aliasesSchema) ?? [];
  if (sent.includes(alias)) return false;
  writeJson(STORAGE_KEYS.analyticsPurchases, [...sent, alias].slice(-MAX_REMEMBERED));
  return true;
}

export function sendEvent(event: AnalyticsEvent): void {
  if (event.name === 'purchase' && !firstPurchaseOf(event.transactionId)) return;
  // A search that looks like someone's phone number or e-mail address is never sent.
  if ('searchTerm' in event && looksPersonal(event.searchTerm)) return;
  start();
  if (refused) {
    refused = false;
    disableGa(false);
    gtag('consent', 'update', { analytics_storage: 'granted' });
  }
  // The page the event happens on, cleaned, for this event and what gtag.js sends after it.
  if (measurementId !== undefined) gtag('set', currentPage());
  const [name, params] = toGa4(event);
  gtag('event', name, params);
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT));
}

/** Deletes GA's cookies (`_ga`, `_ga_<id>`), on this host and the parent domains GA uses. */
function deleteGaCookies(): void {
  for (const name of cookieNames()) {
    if (name.startsWith('_ga')) deleteCookie(name);
  }
}

/** After 'Tolak': gtag.js (if it runs) sends and stores nothing more at once, GA's cookies go. */
export function revoke(): void {
  if (started && measurementId !== undefined) {
    refused = true;
    disableGa(true);
    gtag('consent', 'update', { analytics_storage: 'denied' });
  }
  deleteGaCookies();
}
