export interface ScreenBytes {
  key: string;
  bytes: number;
  beyondShell: number;
  chunkBytes: number;
}

export function screenBytes(dir: string): ScreenBytes[] | null;

export interface RouteBudgetTarget {
  home: number;
  any: number;
  /** Screens with a budget of their own, by manifest key. */
  screens?: Record<string, number>;
  notYetSplit?: Record<string, number>;
}

export function routeBudget(
  rows: readonly { key: string; bytes: number }[],
  target: RouteBudgetTarget,
): {
  rows: { key: string; kb: number; limit: number; listed: boolean }[];
  problems: string[];
};
