import type { ProductRecord } from '../store/collections';

// What makes a cart line the same line (gateway.yaml, POST /api/Cart): product, unit, the
// remarks (a bean's grind level) and the chosen variances. Anything else the shopper
// chose differently is another line, so no choice is ever overwritten by a later one.

export interface ChosenVariance {
  name: string;
  details: { value: string }[];
}

export interface LineIdentity {
  productCode: string;
  uomCode: string;
  remarks: string;
  /** Canonical: see `canonicalVariances`. */
  varianceJSON: string;
}

/** One key per line identity; remarks compare without surrounding spaces. */
export function lineIdentityKey({
  productCode,
  uomCode,
  remarks,
  varianceJSON,
}: LineIdentity): string {
  return JSON.stringify([productCode, uomCode, remarks.trim(), varianceJSON]);
}

function positionIn<T>(items: readonly T[], matches: (item: T) => boolean): number {
  const index = items.findIndex(matches);
  return index === -1 ? items.length : index;
}

/**
 * The chosen variances in the product's own order, each variance's values in the order the
 * product lists them and each value once: 'Es, Gula' and 'Gula, Es' are the same drink, so
 * they make the same line and read back the same way. Choices the product does not offer
 * keep their place at the end (the caller refuses them).
 */
export function canonicalVariances(
  product: Pick<ProductRecord, 'productVariances'>,
  chosen: readonly ChosenVariance[],
): ChosenVariance[] {
  const variances = product.productVariances;
  const ranked = chosen.map(({ name, details }) => {
    const variance = variances.find((v) => v.name === name);
    const offered = variance?.details ?? [];
    const values = [...new Set(details.map(({ value }) => value))].sort(
      (a, b) =>
        positionIn(offered, (d) => d.value === a) - positionIn(offered, (d) => d.value === b),
    );
    return {
      rank: positionIn(variances, (v) => v.name === name),
      variance: { name, details: values.map((value) => ({ value })) },
    };
  });
  return ranked.sort((a, b) => a.rank - b.rank).map(({ variance }) => variance);
}
