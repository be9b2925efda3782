import type { CartLine } from '@/api/cart';
import { describeVariance, parseVarianceJSON } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import { productCoverImage } from '@/features/catalogue/public';
import type { BlendComponent } from './blendLine';

// The blend's own parts live apart so the cart's first reads can use them without this module.
export { type BlendComponent, blendComposition, isCustomBlend } from './blendLine';

export interface CartSummary {
  /** What the lines cost together (IDR). */
  total: number;
  /** What they weigh together, in milligrams (the shipping quote divides by 1000). */
  weightMg: number;
  /** How many lines: the navbar's 'Keranjang (count)'. */
  count: number;
}

/** Total, weight and count of the cart: the cart page, checkout and the branch summary agree. */
export function cartSummary(
  lines: readonly Pick<CartLine, 'lineTotal' | 'weightInMg'>[],
): CartSummary {
  return lines.reduce<CartSummary>(
    (sum, line) => ({
      total: sum.total + line.lineTotal,
      weightMg: sum.weightMg + line.weightInMg,
      count: sum.count + 1,
    }),
    { total: 0, weightMg: 0, count: 0 },
  );
}

/**
 * The line as it will be once a quantity the shopper chose is saved: the total follows the
 * line's price and the weight its unit weight, so the page can show it before the gateway
 * answers.
 */
export function withQuantity(line: CartLine, quantity: number): CartLine {
  if (quantity === line.quantity) return line;
  const unitWeight = line.quantity > 0 ? line.weightInMg / line.quantity : 0;
  return { ...line, quantity, lineTotal: line.price * quantity, weightInMg: unitWeight * quantity };
}

/** '50% Gayo Wine, 50% Toraja Sapan'. */
export function describeComposition(components: readonly BlendComponent[]): string {
  return components.map(({ name, percentage }) => `${percentage}% ${name}`).join(', ');
}

/** What else a blend was made with (packaging, grind level), by name. */
export function blendOptions(line: Pick<CartLine, 'product'>): string[] {
  return (line.product.productOptions ?? [])
    .filter((option) => option.percentage === undefined)
    .map((option) => option.name);
}

/**
 * What the shopper chose for this line besides its unit, as they read it: the grind level
 * of beans (the line's remarks), or a drink's variances ('Ukuran: Large', 'Gula: Less').
 */
export function lineChoices(line: Pick<CartLine, 'remarks' | 'varianceJSON'>): string[] {
  const grind = line.remarks?.trim();
  const variances = parseVarianceJSON(line.varianceJSON).map(describeVariance);
  return grind ? [grind, ...variances] : variances;
}

/**
 * Everything a line was made with, each once: its choices and a blend's other options. A blend
 * carries its grind level both in the line's remarks and among its options.
 */
export function lineOptions(
  line: Pick<CartLine, 'product' | 'remarks' | 'varianceJSON'>,
): string[] {
  return [...new Set([...lineChoices(line), ...blendOptions(line)])];
}

/** The product's picture (the catalogue's image host), or the shop's default picture. */
export function lineImage(line: Pick<CartLine, 'product'>): string {
  const fileName = line.product.image?.trim();
  return productCoverImage({ details: fileName ? [{ fileName }] : [] });
}

/**
 * What each line is called on its buttons ('Hapus …', 'Jumlah …'): the product's name, with
 * its unit and choices added when another line holds the same product (the same beans in two
 * grinds), so no two lines' buttons share a name.
 */
export function lineNames(
  lines: readonly Pick<CartLine, 'alias' | 'product' | 'uoM' | 'remarks' | 'varianceJSON'>[],
): Map<string, string> {
  const perName = new Map<string, number>();
  for (const line of lines) {
    perName.set(line.product.name, (perName.get(line.product.name) ?? 0) + 1);
  }
  return new Map(
    lines.map((line) => {
      const name = line.product.name;
      if ((perName.get(name) ?? 0) < 2) return [line.alias, name];
      return [line.alias, `${name} (${[unitLabel(line.uoM), ...lineChoices(line)].join(', ')})`];
    }),
  );
}
