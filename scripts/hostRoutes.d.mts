/** Addresses the build writes a page for each of (a product's). */
export declare const PAGE_PER_ITEM: readonly string[];
export declare const HOME_FILE: string;

/** What a host answers for an address with no file or page of the build. */
export declare function answerWithoutPage(pathname: string): { status: 200 | 404; file: string };

export declare function nginxRegex(patterns: readonly string[]): string;

export declare const nginxRegexes: { pagePerItem: string; app: string };
