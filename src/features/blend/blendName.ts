import { countCharacters } from '@/lib/text';

/** The most characters a blend's name may have: what fits on the bag's label. */
export const BLEND_NAME_MAX = 40;

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

/**
 * The blend as a sentence names it: 'Blend Senja di Gayo', but 'Blend Pagi Siti' as typed, never
 * 'Blend Blend Pagi Siti'.
 */
export function namedBlend(name: string): string {
  return /^blend(\s|$)/iu.test(name.trim()) ? name : `Blend ${name}`;
}
