export declare const MAX_PRODUCT_LINES: number;
export declare const MAX_README_LINES: number;
export declare const MAX_DUPLICATE_PAIRS: number;
export declare const TEST_KIT_GLOBS: string[];

export declare function isProductFile(path: string): boolean;

export declare function lineCount(text: string): number;

export declare function houseRuleFailures(found: {
  files: { path: string; lines: number }[];
  readmeLines: number;
  testOnly: string[];
  /** Null where the `duplicates` command is not installed. */
  duplicatePairs?: number | null;
}): string[];

export declare function duplicatePairsAt(root: string): number | null;

export declare function check(root: string): 0 | 1;
