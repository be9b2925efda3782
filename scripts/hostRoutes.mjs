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
