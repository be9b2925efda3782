import { describe, expect, test } from 'vitest';
import type { z } from 'zod';

/**
 * The texts a form can show (issue 36, item 6), for each feature's formMessages.test.ts: a form
 * is given every kind of bad input its fields can get (a text field holds a string, whatever
 * is typed; a quantity a number, or NaN when emptied), and the messages it gives are exactly
 * its list, none of zod's own English among them, each Indonesian but for the English texts
 * SPEC.md §5 writes word for word.
 */

/** SPEC.md §5's English messages, word for word: the only English a form may show. */
const SPEC_ENGLISH: ReadonlySet<string> = new Set([
  'Nama depan is required.',
  'mobileNumber number is required.',
  'Birthday is required.',
  'Birthday must be at least 10 digits long.',
  'Password must be at least 6 characters long.',
]);

/** Words of an English message (zod's own included) that no Indonesian message has. */
const ENGLISH =
  /\b(?:is|must|required|least|characters?|digits? long|invalid|expected|too (?:big|small)|input)\b/iu;

/** The texts of `texts` that are English and not SPEC.md's own words. */
export function notIndonesian(texts: readonly string[]): string[] {
  return texts.filter((text) => ENGLISH.test(text) && !SPEC_ENGLISH.has(text));
}

/** The phone rule's cases (src/lib/phone.ts): empty, blank, letters, +1, too short, too long. */
export const BAD_PHONES = ['', '  ', '0812abcd', '+14155550123', '08123456', '0812345678901234'];

/**
 * Every message a form gives, sorted and once each, for `valid` with each field in turn given
 * each of its bad values. `valid` itself must pass.
 */
export function formMessages(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  bad: Record<string, readonly unknown[]>,
): string[] {
  expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  const messages = new Set<string>();
  for (const [field, values] of Object.entries(bad))
    for (const value of values)
      for (const issue of schema.safeParse({ ...valid, [field]: value }).error?.issues ?? [])
        messages.add(issue.message);
  return [...messages].sort();
}

/** A list of texts as formMessages gives it: sorted, once each. */
export function textList(texts: readonly string[]): string[] {
  return [...new Set(texts)].sort();
}

/** One form's texts: its schema, a valid input, each field's bad values, and what it shows. */
interface FormTexts {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  bad: Record<string, readonly unknown[]>;
  texts: readonly string[];
}

/**
 * A form's two checks: given every kind of bad input it shows exactly `texts`, and those
 * are Indonesian but for SPEC.md's English words.
 */
export function describeFormTexts(form: string, { schema, valid, bad, texts }: FormTexts) {
  describe(`the texts ${form} can show`, () => {
    test('are these, for every kind of bad input', () => {
      expect(formMessages(schema, valid, bad)).toEqual(textList(texts));
    });

    test("are Indonesian, but for SPEC.md's English words", () => {
      expect(notIndonesian(texts)).toEqual([]);
    });
  });
}
