// The gateway data a pre-rendered page was rendered with (app/prerender.tsx reads it at build
// time, scripts/prerender.mjs writes it into the page, main.tsx gives it back to the cache
// before hydrating), so the client's first render is the page's own HTML.

const ELEMENT_ID = 'prerendered-data';

/**
 * The data as an element that runs nothing (a JSON data block, which no CSP has to allow),
 * with every '<' escaped, so no text of the gateway's can close it or open a comment.
 */
export function prerenderedDataScript(data: Readonly<Record<string, unknown>>): string {
  if (Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** What the page was rendered with, by cache key; nothing if it was rendered without. */
export function prerenderedData(page: Document): Record<string, unknown> {
  try {
    // Whatever else it holds has no key a screen reads: nothing is taken from it.
    return Object(JSON.parse(page.getElementById(ELEMENT_ID)?.textContent || '{}'));
  } catch {
    // A damaged page (a proxy's rewrite): the screens load their data as on any other page.
    return {};
  }
}
