// The shop keeps Jakarta time (UTC+7, no daylight saving), as the gateway's dates show.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export const HOUR_MS = 60 * 60 * 1000;

/** ISO 8601 with the shop's +07:00 offset and no milliseconds: 2026-05-17T09:30:00+07:00. */
export function toJakartaIso(epochMs: number): string {
  return `${new Date(epochMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** yyyyMMdd in Jakarta. */
export function toCompactDate(epochMs: number): string {
  return new Date(epochMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A yyyyMMdd that names a real calendar day. */
export function isCompactDate(text: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
