/** Text helpers for names, descriptions and postal codes. */

const ELLIPSIS = '...';

// Graphemes, not UTF-16 units: cutting inside an emoji or a letter with its accent would
// leave a broken character on the card.
const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' });

/** How many characters a person sees in `text`: an emoji or a letter with its accent is one. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * Shortens text to `max` visible characters and appends "..." as the old product did
 * (card names at 25, blog descriptions at 200). The result is at most `max + 3`
 * characters, never splits a character, and drops the spaces the cut leaves before "...".
 * A negative or NaN `max` counts as 0; `Infinity` keeps the text whole.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (typeof text !== 'string') return '';
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  // A string never has more graphemes than UTF-16 units, so short text needs no segmenting.
  if (text.length <= limit) return text;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === limit) return `${kept.join('').trimEnd()}${ELLIPSIS}`;
    kept.push(segment);
  }
  return text;
}

/**
 * The URL path segment for a name, as SPEC §2 describes it: lower case, spaces turned into
 * hyphens. Runs of whitespace become one hyphen, and everything but letters, digits,
 * hyphens and underscores is dropped, since `/ ? # % .` and friends would change where the
 * link goes. Never empty: a name with nothing usable gives "-", so a route still matches.
 */
export function slugify(name: string | null | undefined): string {
  const slug = (name ?? '')
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '')
    .replace(/-{2,}/gu, '-')
    .replace(/^-|-$/gu, '');
  return slug === '' ? '-' : slug;
}

const POSTAL_CODE_LENGTH = 5;

/**
 * Zero-pads a postal code to the five digits SPEC §5 requires (`'1234'` and `1234` →
 * `'01234'`): numeric storage drops the leading zero some Indonesian codes have. Anything
 * that is not one to five digits gives null, so a malformed code is never sent on.
 */
export function padPostalCode(value: string | number | null | undefined): string | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d{1,5}$/u.test(text)) return null;
  return text.padStart(POSTAL_CODE_LENGTH, '0');
}

const BREAKING_TAG = /^\/?(p|div|h[1-6]|li|ul|ol|br|hr|blockquote|tr|td|th|table)\b/iu;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text a reader sees of a piece of the gateway's HTML, without a DOM (the build renders in
 * Node): comments, scripts and styles dropped, tags removed (a block's a space), entities
 * decoded once, whitespace collapsed. The result is text, never HTML: it goes into JSON.
 */
export function textOfHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<!--[\s\S]*?(-->|$)/gu, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/giu, ' ')
    .replace(/<(\/?[a-z!][^>]*)>/giu, (_, tag: string) => (BREAKING_TAG.test(tag) ? ' ' : ''))
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/giu, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}
