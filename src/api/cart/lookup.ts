import type { CartLine } from './calls';

/**
 * Whether the cart holds more than `before` did: a line that was not there, or a line that
 * holds more. That is what an add whose answer was lost leaves when it was carried out
 * (another tab adding meanwhile would look the same; the shopper is told what was found).
 */
export function cartGrewSince(before: readonly CartLine[], now: readonly CartLine[]): boolean {
  const held = new Map(before.map((line) => [line.alias, line.quantity]));
  return now.some((line) => line.quantity > (held.get(line.alias) ?? 0));
}
