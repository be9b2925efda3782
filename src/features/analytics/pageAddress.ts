import { parse as parsePattern } from 'regexparam';
import { type RouteName, routes } from '@/lib/paths';

/**
 * The page as analytics may name it (issue 36): the shop's origin and the route's path, never
 * the query (the payment provider's return carries its order and status there), never the
 * fragment, and never a parameter of a route unless it names something the shop shows anyone:
 * an order's or an address's alias, an activation code, and whatever a route added later
 * carries become `:alias`, `:name`. A customer's blend is no public product: its page is
 * `/products/:slug/:productCode`, as its name is no item name (./gtag.ts, 'Custom Blend').
 * An address the shop does not know is `/:unknown`: it may carry anything.
 */

/** The parameters a route may show as they are: names of the shop's public pages. */
const PUBLIC_PARAMS: Partial<Record<RouteName, readonly string[]>> = {
  productDetail: ['slug', 'productCode'],
  blogDetail: ['slug'],
  blendStep: ['step'],
};

/** A customer's blend's code, as the contract writes it (openapi/gateway.yaml, NextCode). */
const CUSTOM_BLEND_CODE = /^CB-\d{6}$/u;

/** Whether a product is a customer's own blend: its code, or its composition, says so. */
export function isCustomBlend(product: {
  code: string;
  productOptions?: readonly { percentage?: number | undefined }[] | undefined;
}): boolean {
  return (
    CUSTOM_BLEND_CODE.test(product.code) ||
    (product.productOptions ?? []).some((option) => option.percentage !== undefined)
  );
}

const matchers = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...parsePattern(routes[name]),
}));

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path of the shop's with every parameter that is not public named instead of shown. */
function cleanPath(pathname: string): { path: string; hidden: boolean } {
  for (const { name, keys, pattern } of matchers) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const shown = PUBLIC_PARAMS[name] ?? [];
    const blend =
      name === 'productDetail' && isCustomBlend({ code: decoded(found[keys.length] ?? '') });
    let hidden = false;
    let path: string = routes[name];
    keys.forEach((key, index) => {
      const value = found[index + 1];
      const keep = shown.includes(key) && !blend;
      hidden ||= value !== undefined && !keep;
      const shownAs = value === undefined ? '' : `/${keep ? value : `:${key}`}`;
      path = path.replace(new RegExp(`/:${key}\\??`, 'u'), shownAs);
    });
    return { path: path || '/', hidden };
  }
  return { path: '/:unknown', hidden: true };
}

/** An address of the shop's, cleaned; another site's as its origin only; '' for none. */
export function cleanPageAddress(href: string, shop = window.location.origin): string {
  return cleaned(href, shop).address;
}

function cleaned(href: string, shop: string): { address: string; hidden: boolean } {
  let url: URL;
  try {
    url = new URL(href, shop);
  } catch {
    return { address: '', hidden: true };
  }
  if (url.origin !== shop)
    return { address: /^https?:$/u.test(url.protocol) ? `${url.origin}/` : '', hidden: true };
  const { path, hidden } = cleanPath(url.pathname);
  return { address: `${url.origin}${path}`, hidden };
}

/**
 * What gtag names the current page by: its cleaned address and the cleaned address the
 * shopper came from, and its title only where nothing was hidden (a blend's page bears its
 * name, an order's its alias): else its cleaned path.
 */
export function currentPage(): Record<string, string> {
  const { address, hidden } = cleaned(window.location.href, window.location.origin);
  return {
    page_location: address,
    page_referrer: document.referrer ? cleanPageAddress(document.referrer) : '',
    page_title: hidden ? new URL(address).pathname : document.title,
  };
}
