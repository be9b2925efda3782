import type { CartLine } from '@/api/cart';
import { catalogueQueries } from '@/api/catalogue';
import type { Query } from '@/api/serverData';
import { isCustomBlend } from './blendLine';

/**
 * The product the cart's suggestions ('Mungkin kamu juga suka') are like: its first line that
 * is one of the shop's products (a custom blend has no products like it), else its first.
 */
export function suggestionsFor(lines: readonly CartLine[]): string | undefined {
  return (lines.find((line) => !isCustomBlend(line)) ?? lines[0])?.product.code;
}

/** The suggestions' read for these lines: none for an empty cart. */
export function suggestionsReads(lines: readonly CartLine[]): Query<unknown>[] {
  const code = suggestionsFor(lines);
  return code === undefined ? [] : [catalogueQueries.similar(code)];
}
