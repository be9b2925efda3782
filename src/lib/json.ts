/**
 * The one thing the client-state helpers need from a zod schema. Structural, so classic
 * zod and zod/mini schemas both fit and this folder does not pin a zod flavour.
 */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * Parses stored JSON and checks its shape. Malformed JSON, a value of the wrong shape or
 * no value at all give null: client state is written by older releases, other tabs and
 * curious users, so it is untrusted input, not a programming error.
 */
export function parseJson<T>(text: string | null | undefined, schema: Schema<T>): T | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** JSON text for a value, or null where JSON has no text for it (cycles, BigInt, undefined). */
export function stringifyJson(value: unknown): string | null {
  try {
    const text: string | undefined = JSON.stringify(value);
    return text ?? null;
  } catch {
    return null;
  }
}

/**
 * JSON for the text of a `<script>` data block (JSON-LD, the pre-rendered data): every `<`,
 * `>` and `&` and the two line separators as \u escapes, so no text in it (a product name with
 * `</script>`, `<!--`) can close the element or open a comment, and JSON.parse reads it back
 * unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** A JSON object (not null, not an array): what a hand-checked schema looks into first. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A schema checked by hand, for modules that load before zod does: `read` gets a JSON object
 * and gives its checked value, or null where a field is missing or of the wrong kind.
 */
export function recordSchema<T>(read: (fields: Record<string, unknown>) => T | null): Schema<T> {
  return {
    safeParse(input) {
      const data = isRecord(input) ? read(input) : null;
      return data === null ? { success: false } : { success: true, data };
    },
  };
}
