/** One variance chosen for a cart or order line, e.g. Gula: Less. */
export interface ChosenVariance {
  name: string;
  values: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function chosenValues(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details
    .map((detail) =>
      isRecord(detail) && typeof detail.value === 'string' ? detail.value.trim() : '',
    )
    .filter((value) => value !== '');
}

/**
 * The variances stored with a cart or order line (`[{name, details: [{value}]}]` as JSON
 * text). The text comes from the ERP and from older releases, so anything unreadable is left
 * out rather than breaking the line: bad JSON gives no variances, a broken entry is skipped.
 */
export function parseVarianceJSON(text: string | null | undefined): ChosenVariance[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ChosenVariance[] => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') return [];
    const values = chosenValues(entry.details);
    return values.length > 0 ? [{ name: entry.name.trim(), values }] : [];
  });
}

/** The variances as the cart expects them back: `[{name, details: [{value}]}]`. */
export function toVarianceJSON(variances: readonly ChosenVariance[]): string {
  return JSON.stringify(
    variances.map(({ name, values }) => ({ name, details: values.map((value) => ({ value })) })),
  );
}

/** 'Gula: Less' for a shopper to read. */
export function describeVariance({ name, values }: ChosenVariance): string {
  return `${name}: ${values.join(', ')}`;
}
