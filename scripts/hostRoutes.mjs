// What a host (nginx, scripts/nginx-config.mjs; `vite preview`, scripts/servePrerendered.mjs)
// answers for an address that is neither a file of the build nor a pre-rendered page, from
// the app's own list of addresses (src/lib/paths.ts), so the two hosts and the app agree:
//  - a product's or an article's address (the build writes a page for each) without its
//    page: 404, with the app shell, whose screen shows the product's not-found state or
//    leaves an unknown article for the blog list (SPEC §2);
//  - any other address of the app (the signed-in area, /lupa-password…): 200,
//    with the app shell;
//  - anything else: 404, with the home page, where the app sends an unknown address (SPEC §2).
import { parse } from 'regexparam';
import { appRoutePatterns, routes } from '../src/lib/paths.ts';
import { APP_SHELL_FILE } from './prerender.mjs';

/** Addresses the build writes a page for each of: one without its page is not a page. */
export const PAGE_PER_ITEM = [routes.productDetail, routes.blogDetail];

export const HOME_FILE = 'index.html';

// regexparam's patterns, as the app's router (wouter) matches them: case-insensitive.
const itemPatterns = PAGE_PER_ITEM.map((pattern) => parse(pattern).pattern);
const appPatterns = appRoutePatterns.map((pattern) => parse(pattern).pattern);

/**
 * The status and the file of the build a host answers `pathname` with when it has no file or
 * page of its own.
 * @param {string} pathname
 * @returns {{ status: 200 | 404, file: string }}
 */
export function answerWithoutPage(pathname) {
  if (itemPatterns.some((pattern) => pattern.test(pathname)))
    return { status: 404, file: APP_SHELL_FILE };
  if (appPatterns.some((pattern) => pattern.test(pathname)))
    return { status: 200, file: APP_SHELL_FILE };
  return { status: 404, file: HOME_FILE };
}

/**
 * One nginx (PCRE) regex, for a case-insensitive `location ~*`, matching the addresses the
 * route patterns match (regexparam's own expressions, joined).
 * @param {readonly string[]} patterns
 */
export function nginxRegex(patterns) {
  return patterns
    .map((pattern) => `(?:${parse(pattern).pattern.source.replaceAll('\\/', '/')})`)
    .join('|');
}

/** The app's addresses and those with a page per item, as nginx regexes. */
export const nginxRegexes = {
  pagePerItem: nginxRegex(PAGE_PER_ITEM),
  app: nginxRegex(appRoutePatterns),
};

/**
 * A page per item whose address carries a slug beside the item's own key (a product's
 * `/products/:slug/:productCode`): an address with another slug names the same item, and a
 * host answers it with a permanent redirect to the item's own address, the one its page and
 * its canonical tag name. The build lists the items it wrote (redirectsOf) in its own
 * bookkeeping, .vite/, which hosts keep private.
 */
const SLUGGED = PAGE_PER_ITEM.map((pattern) => ({ pattern, ...parse(pattern) })).filter(
  ({ keys }) => keys.includes('slug') && keys.length > 1,
);

export const REDIRECTS_JSON = '.vite/canonical.json';
export const REDIRECTS_NGINX_MAP = '.vite/canonical.map';

/**
 * The address with its slug left out (`/products/*∕BV-KSGA`), by which any slug of the item
 * finds its own address; null for any other address. Decoded, as nginx's `$uri` is.
 * @param {string} pathname
 */
export function slugFreeKey(pathname) {
  const path = pathname.replace(/\/+$/, '');
  for (const { keys, pattern } of SLUGGED) {
    if (!pattern.test(path)) continue;
    const segments = path.split('/');
    // regexparam's groups are the segments after the pattern's fixed ones, in order.
    const first = segments.length - keys.length;
    segments[first + keys.indexOf('slug')] = '*';
    try {
      return segments.map((segment) => decodeURIComponent(segment)).join('/');
    } catch {
      return null;
    }
  }
  return null;
}

/** Plain text as a regex inside an nginx string: `.` in a class, nothing else allowed. */
const PLAIN = /^[\w~.-]+$/;
const regexText = (text) => text.replaceAll('.', '[.]');

/**
 * What a build writes for its hosts from the pages it wrote: the slug-free key of each item's
 * page and its own address (JSON, for `vite preview`), and the same as an nginx `map` body
 * (`$uri` to the address, for any slug but the item's own). An item whose slug or key has a
 * character other than letters, digits and `_~.-` has no nginx line: the app puts its own
 * address in place once it has loaded.
 * @param {readonly string[]} paths
 */
export function redirectsOf(paths) {
  /** @type {Record<string, string>} */
  const json = {};
  const map = [];
  for (const path of paths) {
    const key = slugFreeKey(path);
    if (!key) continue;
    json[key] = path;
    const [before = '', after = ''] = key.split('/*/');
    const slug = decodeURIComponent(path.slice(before.length + 1).split('/')[0] ?? '');
    const parts = [...before.split('/').filter(Boolean), slug, ...after.split('/')];
    if (!parts.every((part) => PLAIN.test(part))) continue;
    map.push(
      `"~^${regexText(before)}/(?!${regexText(slug)}/)[^/]+/${regexText(after)}/?$" "${path}";`,
    );
  }
  return { json: `${JSON.stringify(json, null, 1)}\n`, map: `${map.join('\n')}\n` };
}
