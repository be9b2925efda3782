// The offline page (issue 25): what the shop's service worker (scripts/shopWorker.mjs) shows
// for a navigation it cannot answer, with no connection and no copy of that page. It is
// precached with the build, so it always carries this build's stylesheet (the tokens, the
// shop's font) and looks like the shop: the espresso bar with the logo, the page's crema.
// The CSP allows no inline <style> or <script>: the look is in style attributes over the
// stylesheet's tokens, and 'Coba lagi' is wired by a file of its own (OFFLINE_SCRIPT_FILE).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SHOP_NAME } from '../src/lib/shop.ts';

export const OFFLINE_PAGE_FILE = 'offline.html';
export const OFFLINE_SCRIPT_FILE = 'offline.js';

/** The page's words (Indonesian, as every text of the shop). */
export const OFFLINE_TEXTS = {
  title: 'Kamu sedang offline',
  body: 'Halaman ini belum tersimpan di perangkatmu, jadi belum bisa dibuka tanpa koneksi internet. Periksa koneksimu, lalu coba lagi.',
  retry: 'Coba lagi',
  home: 'Ke beranda',
};

/**
 * The page, linking the build's stylesheet `css` (a path of the site) and its retry script.
 * @param {{ css: string[]; logo: string }} parts
 */
export function offlinePageHtml({ css, logo }) {
  const t = OFFLINE_TEXTS;
  const button =
    'font: inherit; font-weight: var(--weight-semibold); min-height: 44px; padding: 0 var(--space-5); border-radius: var(--radius-pill); cursor: pointer;';
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#24160F" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
${css.map((href) => `    <link rel="stylesheet" href="${href}" />`).join('\n')}
    <title>${t.title} · ${SHOP_NAME}</title>
  </head>
  <body>
    <header style="background: var(--color-espresso); color: var(--color-text-inverse); padding: 0.75rem 1rem; display: flex; align-items: center; gap: 0.75rem; font-weight: var(--weight-bold);">
      <span style="display: inline-flex; width: 32px; height: 32px;" aria-hidden="true">${logo}</span>
      <span>${SHOP_NAME}</span>
    </header>
    <main style="max-width: 32rem; margin: 0 auto; padding: 3rem 1.25rem; text-align: center;">
      <h1 style="font-size: var(--text-2xl); margin: 0 0 0.75rem;">${t.title}</h1>
      <p style="color: var(--color-text-muted); margin: 0 0 1.5rem; line-height: var(--leading-normal);">${t.body}</p>
      <p style="display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; margin: 0;">
        <button type="button" id="offline-retry" style="${button} border: 0; background: var(--color-roast); color: var(--color-text-inverse);">${t.retry}</button>
        <a href="/" style="${button} display: inline-flex; align-items: center; border: 1px solid var(--color-border-strong); color: var(--color-text); text-decoration: none;">${t.home}</a>
      </p>
    </main>
    <script type="module" src="/${OFFLINE_SCRIPT_FILE}"></script>
  </body>
</html>
`;
}

/** 'Coba lagi': the same address again, through the network if it answers now. */
const RETRY_SCRIPT = `document.getElementById('offline-retry')?.addEventListener('click', () => location.reload());\n`;

/**
 * Emits offline.html and its script beside the build's index.html.
 * @returns {import('vite').Plugin}
 */
export function offlinePage() {
  return {
    name: 'kopi-offline-page',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const css = [...(entry?.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`);
      if (css.length === 0) this.error('the offline page found no stylesheet of the entry chunk');
      const logo = readFileSync(
        join(resolve(import.meta.dirname, '..'), 'public', 'favicon.svg'),
        'utf8',
      );
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_FILE,
        source: offlinePageHtml({ css, logo }),
      });
      this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT_FILE, source: RETRY_SCRIPT });
    },
  };
}
