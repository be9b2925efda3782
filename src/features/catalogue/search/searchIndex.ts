import type { Product } from '@/api/catalogue';
import { textOfHtml } from '@/lib/text';
import { beanTypeOf, originOf } from './productFacts';
import { fold, wordMatch, wordsOf } from './searchText';

// One search over the whole catalogue: every word of every product's name, code, category,
// bean type, origin and description, each with the weight of the field it came from, built
// once per catalogue read. A query's words each must meet a word of the product (several
// words narrow); a product's score adds, per typed word, the best weight it met it with.

/** A name match ranks above an origin's, which ranks above a description's. */
const WEIGHT = { name: 10, code: 8, origin: 5, beanType: 5, category: 3, description: 1 } as const;

export interface SearchIndex {
  products: readonly Product[];
  /** Each word of the catalogue: the products having it, with its best field weight. */
  words: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Each product's text, folded, for a query with no word in it ('.*[(', an emoji). */
  texts: readonly string[];
}

/** The index of a catalogue read: built once, then asked on every keystroke. */
export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const words = new Map<string, Map<number, number>>();
  const texts: string[] = [];
  products.forEach((product, position) => {
    const fields: [string, number][] = [
      [product.name, WEIGHT.name],
      [product.code, WEIGHT.code],
      [product.category.name, WEIGHT.category],
      [originOf(product) ?? '', WEIGHT.origin],
      [beanTypeOf(product) ?? '', WEIGHT.beanType],
      [textOfHtml(product.remarks), WEIGHT.description],
    ];
    texts.push(fold(fields.map(([text]) => text).join(' ')));
    for (const [text, weight] of fields) {
      for (const word of wordsOf(text)) {
        let having = words.get(word);
        if (!having) {
          having = new Map();
          words.set(word, having);
        }
        if ((having.get(position) ?? 0) < weight) having.set(position, weight);
      }
    }
  });
  return { products, words, texts };
}

export interface Found {
  product: Product;
  /** Higher is a better match; equal scores keep the catalogue's order. */
  score: number;
  /** Its place in the catalogue. */
  position: number;
}

/** Each product's best score for one typed word (missing: the word is not in it). */
function scoresOf(index: SearchIndex, typed: string): Map<number, number> {
  const scores = new Map<number, number>();
  for (const [word, having] of index.words) {
    const match = wordMatch(typed, word);
    if (match === 0) continue;
    for (const [position, weight] of having) {
      const score = weight * match;
      if ((scores.get(position) ?? 0) < score) scores.set(position, score);
    }
  }
  return scores;
}

/**
 * The products matching the query, best first. A blank query matches everything in the
 * catalogue's order; a query without a letter or digit is looked for as it is typed.
 */
export function searchProducts(index: SearchIndex, query: string): Found[] {
  const typed = [...new Set(wordsOf(query))];
  const all = index.products.map((product, position) => ({ product, score: 0, position }));
  if (typed.length === 0) {
    const literal = fold(query.trim());
    return literal ? all.filter(({ position }) => index.texts[position]?.includes(literal)) : all;
  }
  // The rarest-looking (longest) word first: it leaves the fewest products for the others.
  typed.sort((a, b) => b.length - a.length);
  let totals: Map<number, number> | null = null;
  for (const word of typed) {
    const scores = scoresOf(index, word);
    const next = new Map<number, number>();
    for (const [position, score] of scores) {
      if (totals === null) next.set(position, score);
      else {
        const before = totals.get(position);
        if (before !== undefined) next.set(position, before + score);
      }
    }
    totals = next;
    if (totals.size === 0) return [];
  }
  return [...(totals ?? [])]
    .map(([position, score]) => ({ product: index.products[position] as Product, score, position }))
    .sort((a, b) => b.score - a.score || a.position - b.position);
}
