/** Addresses the build writes a page for each of (a product's). */
export declare const PAGE_PER_ITEM: readonly string[];
export declare const HOME_FILE: string;

/** What a host answers for an address with no file or page of the build. */
export declare function answerWithoutPage(pathname: string): { status: 200 | 404; file: string };

export declare function nginxRegex(patterns: readonly string[]): string;

export declare const nginxRegexes: { pagePerItem: string; app: string };

export declare const REDIRECTS_JSON: string;
export declare const REDIRECTS_NGINX_MAP: string;

/** An item's address with its slug left out, or null. */
export declare function slugFreeKey(pathname: string): string | null;

/** What a build writes for its hosts: each item's own address by its slug-free key. */
export declare function redirectsOf(paths: readonly string[]): { json: string; map: string };
