// How the search reads text: the shopper's query and the catalogue's words alike. Plain
// functions with no import, so bench/search.mjs and the unit tests run them as they are.

/** Lower case without accents: 'Café' and 'CAFE' read 'cafe'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, folded: runs of letters and digits ('BN-GAYO-250' → bn, gayo, 250). */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether `a` becomes `b` by at most one letter inserted, dropped or changed ('torja' →
 * 'toraja'). Linear: the first difference decides which of the three it can be.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** A typed word of five letters or more may have one letter wrong. */
const TYPO_FROM_LENGTH = 5;

/** How well a typed word meets a word of the catalogue: 1 the word itself, 0 not at all. */
export function wordMatch(typed: string, word: string): number {
  if (word === typed) return 1;
  if (word.startsWith(typed)) return 0.8;
  if (typed.length < TYPO_FROM_LENGTH || word.length < typed.length - 1) return 0;
  if (withinOneEdit(typed, word)) return 0.6;
  // As the shopper types, the word may still be unfinished: its start with one letter wrong.
  for (let length = typed.length - 1; length <= typed.length + 1; length += 1) {
    if (length < word.length && withinOneEdit(typed, word.slice(0, length))) return 0.5;
  }
  return 0;
}
