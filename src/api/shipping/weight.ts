/** The provider takes whole grams, at least one; lines carry milligrams (SPEC §9). */
export function shippingWeightGrams(weightInMg: number): number {
  return Math.max(1, Math.ceil(weightInMg / 1000));
}
