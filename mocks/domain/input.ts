import { hasControlCharacter } from '@/lib/controlCharacters';

// Rules every request body meets before a handler reads it, and the one way an error message
// may quote what a caller sent. A real gateway must hold the same line: a message that
// echoes input whole lets a caller plant text (or markup) in the shop's own dialogs, and a
// field without a limit lets one request fill the database.

/** How much of a caller's text an error message may quote. */
export const EXCERPT_MAX_CHARACTERS = 32;

/**
 * A short excerpt of untrusted text for an error message: at most 32 characters (as a
 * person counts them), then '…'.
 */
function excerpt(value: unknown): string {
  const characters = Array.from(String(value));
  if (characters.length <= EXCERPT_MAX_CHARACTERS) return characters.join('');
  return `${characters.slice(0, EXCERPT_MAX_CHARACTERS).join('')}…`;
}

/**
 * A message that quotes input: every `${value}` is cut to an excerpt, so a handler cannot
 * forget to shorten one. `quoted\`Produk ${code} tidak ditemukan.\``
 */
export function quoted(parts: TemplateStringsArray, ...values: unknown[]): string {
  return parts.reduce(
    (message, part, index) =>
      index === 0 ? part : `${message}${excerpt(values[index - 1])}${part}`,
    '',
  );
}

/** Any string field without a tighter rule of its own. */
export const STRING_MAX_CHARACTERS = 2000;

/**
 * Fields that carry more by design, by their name wherever they sit in a body: a profile
 * photo as base64 (1.5 MB of picture), the shipping proxy's request data.
 */
const LONGER_FIELDS: Readonly<Record<string, number>> = {
  data: 2_000_000,
};

/** No field of the contract has a longer name. */
const FIELD_NAME_MAX_CHARACTERS = 64;

function describePath(path: readonly (string | number)[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`))
    .join('');
}

function problemWith(value: string, path: readonly (string | number)[]): string | null {
  const field = describePath(path) || 'Isi permintaan';
  const name = path.findLast((key): key is string => typeof key === 'string');
  const max = (name !== undefined && LONGER_FIELDS[name]) || STRING_MAX_CHARACTERS;
  if (value.length > max) return `${field}: maksimal ${max} karakter.`;
  if (hasControlCharacter(value)) return `${field}: tidak boleh berisi karakter kontrol.`;
  return null;
}

/**
 * The first string in a parsed body (at any depth, keys included) that is too long or holds
 * a control character, as `{field}: {message}`; null when every string is fine. The message
 * names the field and never quotes the value.
 */
export function stringProblem(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return problemWith(value, path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = stringProblem(item, [...path, index]);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.length > FIELD_NAME_MAX_CHARACTERS || hasControlCharacter(key)) {
        return `${describePath(path) || 'Isi permintaan'}: nama field tidak valid.`;
      }
      const problem = stringProblem(item, [...path, key]);
      if (problem) return problem;
    }
  }
  return null;
}
