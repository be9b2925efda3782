/** The most characters a blend's name may have: what fits on the bag's label. */
export const BLEND_NAME_MAX = 40;

// Characters as a person counts them: an emoji or a letter with its accent is one, however
// many UTF-16 units it takes.
const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' });

/** How many characters a person sees in `text`. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

export type BlendNameCheck =
  | { ok: true; name: string }
  | { ok: false; problem: 'required' | 'tooLong' };

/**
 * SPEC §5: the blend's name is required; here also trimmed (spaces alone are no name) and at
 * most BLEND_NAME_MAX characters. Any characters are allowed: the name is always shown as
 * text, never read as HTML.
 */
export function checkBlendName(typed: string): BlendNameCheck {
  const name = typed.trim();
  if (name === '') return { ok: false, problem: 'required' };
  if (countCharacters(name) > BLEND_NAME_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, name };
}
