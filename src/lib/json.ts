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
