/** SPEC §5 and §9: a cart line holds 1 to 99 of its unit. */
export const QUANTITY_LIMITS = { min: 1, max: 99 } as const;

/** Why typed text is not a quantity the cart can keep. */
export type QuantityProblem = 'empty' | 'tooSmall' | 'tooLarge' | 'notANumber';

export type QuantityReading =
  | { ok: true; quantity: number }
  | { ok: false; problem: QuantityProblem };

/**
 * What a shopper typed or pasted into a quantity field. Only whole numbers written with
 * digits count: '1e3', '2,5', '3 pcs' or letters are not read as a number the shopper may
 * not have meant; '-1' and '0' are too small, '100' too large.
 */
export function readQuantity(text: string): QuantityReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  if (/^-\d+$/u.test(typed)) return { ok: false, problem: 'tooSmall' };
  if (!/^\d+$/u.test(typed)) return { ok: false, problem: 'notANumber' };
  // Leading zeros are harmless ('07' is 7); a long run of digits is simply too many.
  const digits = typed.replace(/^0+(?=\d)/u, '');
  if (digits.length > 2) return { ok: false, problem: 'tooLarge' };
  const quantity = Number(digits);
  if (quantity < QUANTITY_LIMITS.min) return { ok: false, problem: 'tooSmall' };
  return { ok: true, quantity };
}

/** The quantity after a press of minus or plus: never below 1 nor above 99. */
export function steppedQuantity(quantity: number, by: 1 | -1): number {
  return Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, quantity + by));
}

/** What the quantity field holds besides the line's quantity (which its owner keeps). */
export interface QuantityFieldState {
  /** The text while the shopper is typing; null shows the quantity itself. */
  text: string | null;
  /** Why the last thing typed was not taken; stays after leaving the field, to say why. */
  problem: QuantityProblem | null;
  /** The quantity before this round of typing began: what refused text leaves in place. */
  kept: number | null;
}

export type QuantityFieldEvent =
  | { type: 'typed'; text: string }
  | { type: 'left' }
  | { type: 'stepped'; by: 1 | -1 };

export const IDLE_QUANTITY_FIELD: QuantityFieldState = { text: null, problem: null, kept: null };

/**
 * One step of the quantity field: the field's next state and the line's next quantity.
 * Typing takes each whole number from 1 to 99 at once (the totals follow as the shopper
 * types '1', '12'); text that is not one ('100', '0', 'abc') puts back the quantity the
 * line had before the typing began, and the field says why. Leaving the field shows that
 * quantity again; minus and plus start afresh.
 */
export function quantityFieldStep(
  field: QuantityFieldState,
  quantity: number,
  event: QuantityFieldEvent,
): { field: QuantityFieldState; quantity: number } {
  switch (event.type) {
    case 'stepped':
      return { field: IDLE_QUANTITY_FIELD, quantity: steppedQuantity(quantity, event.by) };
    case 'typed': {
      const kept = field.kept ?? quantity;
      const reading = readQuantity(event.text);
      if (reading.ok) {
        return { field: { text: event.text, problem: null, kept }, quantity: reading.quantity };
      }
      // An empty field is a shopper in the middle of typing: said only when they leave it.
      const problem = reading.problem === 'empty' ? null : reading.problem;
      return { field: { text: event.text, problem, kept }, quantity: kept };
    }
    case 'left': {
      const left = field.text === null ? null : readQuantity(field.text);
      const problem = left && !left.ok ? left.problem : field.problem;
      return { field: { text: null, problem, kept: null }, quantity };
    }
  }
}
