// The gateway data a pre-rendered page was rendered with (app/prerender.tsx reads it at build
// time, scripts/prerender.mjs writes it into the page, main.tsx gives it back to the cache
// before hydrating), so the client's first render is the page's own HTML.

import { scriptSafeJson } from '@/lib/json';
import { guestReadsOf } from './routes';

const ELEMENT_ID = 'prerendered-data';

/**
 * The data as an element that runs nothing (a JSON data block, which no CSP has to allow),
 * with every '<' escaped, so no text of the gateway's can close it or open a comment.
 */
export function prerenderedDataScript(data: Readonly<Record<string, unknown>>): string {
  if (Object.keys(data).length === 0) return '';
  return `<script type="application/json" id="${ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
}

/** The JSON the page carries, whatever it holds; nothing when it is missing or damaged. */
function embeddedData(page: Document): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(page.getElementById(ELEMENT_ID)?.textContent || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // A damaged page (a proxy's rewrite): the screens load their data as on any other page.
    return {};
  }
}

/**
 * What the page was rendered with, by cache key: only the public first reads of the route it
 * was built for (`#root[data-prerendered]`), as the route table declares them for a guest
 * (guestReadsOf), which are the reads the pre-renderer wrote. Any other key the page carries
 * (a signed-in read such as the cart or the profile, a key no screen reads) is ignored: the
 * page's HTML is no place for the customer's data, and text injected into it must not
 * become what a screen shows as theirs.
 */
export async function prerenderedData(page: Document): Promise<Record<string, unknown>> {
  const embedded = embeddedData(page);
  const builtFor = page.getElementById('root')?.dataset.prerendered;
  if (Object.keys(embedded).length === 0 || !builtFor?.startsWith('/')) return {};
  let publicReads: Awaited<ReturnType<typeof guestReadsOf>>;
  try {
    publicReads = await guestReadsOf(builtFor);
  } catch {
    // The module naming them did not arrive (offline): the screens load their data themselves.
    return {};
  }
  const data: Record<string, unknown> = {};
  for (const { key } of publicReads) {
    if (Object.hasOwn(embedded, key)) data[key] = embedded[key];
  }
  return data;
}
