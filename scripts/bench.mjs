#!/usr/bin/env node
// `npm run bench`: what the shop costs a shopper, measured in Debian's Chromium against
// `vite preview` of the demo build (dist-demo/: the production bundle plus the mock gateway,
// which a real deployment never loads). Builds dist-demo/ and dist/ when missing; run
// `npm run build:demo && npm run build` first to measure the current code. Reports:
//  - JS and CSS (gzip) that home and /products load,
//  - time from navigation to the first product card on /products (the pre-rendered page's own),
//    and to the catalogue shown as the gateway answers it now, with 1000 products,
//  - time from a tab click to the new tab's first card painted, with 1000 products,
//  - layout shift on /products while images load and the page is scrolled,
//  - the cart with 30 lines: a plus press to the new total painted, saves for 10 presses,
//  - the blend builder: an addition confirmed to the chart and remaining shares painted, and
//    the blend steps' route JS (gzip, from the production build's manifest),
//  - then Lighthouse (bench-lighthouse.mjs).
// Figures are medians of several runs; targets are printed beside them. This is a benchmark,
// not a test: it never fails the build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfMissing, kb, median, previewBuild, waitFor } from './benchKit.mjs';
import { measureBlend, measureCart } from './benchSelling.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4191);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

buildIfMissing('dist-demo', 'build:demo');
buildIfMissing('dist', 'build');

// Chunks that exist only in the demo build (the mock gateway, its seed, msw, the dev panel)
// are what a real deployment never loads: they are told apart by name from the production build.
const chunkName = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.(js|css)$/, '');
const productionChunks = new Set(readdirSync('dist/assets').map(chunkName));
const isMockOnly = (url) => !productionChunks.has(chunkName(new URL(url).pathname));

const preview = previewBuild('dist-demo', PORT);
await waitFor(BASE);

const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  viewport: { width: 1366, height: 900 },
  locale: 'id-ID',
});
// Marks when the first product card of the grid is in the DOM, measured from navigation start.
await context.addInitScript(() => {
  const cardSelector = 'main article a[href^="/products/"]';
  new MutationObserver((_, observer) => {
    if (document.querySelector(cardSelector)) {
      window.__firstCard ??= performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  // Each text the grid's product count shows, and when: the page's own first, then the
  // gateway's current answer (1000 products) once the screen has it.
  window.__counts = [];
  new MutationObserver(() => {
    const text = document.querySelector('main p[aria-live="polite"]')?.textContent ?? null;
    if (text !== null && text !== window.__counts.at(-1)?.text)
      window.__counts.push({ text, at: performance.now() });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
});
const page = await context.newPage();

async function loadedAssets(path) {
  const assets = [];
  const onResponse = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!response.url().startsWith(BASE)) return;
    // A file the service worker passes through is reported twice; count it once.
    if (assets.some((a) => a.url === response.url())) return;
    try {
      assets.push({
        type,
        url: response.url(),
        gzip: gzipSync(await response.body(), { level: 9 }).length,
      });
    } catch {}
  };
  page.on('response', onResponse);
  await page.goto(`${BASE}${path}?mockPanel=0`, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const js = assets.filter((a) => a.type === 'script' && !isMockOnly(a.url));
  const mock = assets.filter((a) => a.type === 'script' && isMockOnly(a.url));
  const css = assets.filter((a) => a.type === 'stylesheet');
  const sum = (xs) => xs.reduce((s, a) => s + a.gzip, 0);
  return { js: sum(js), css: sum(css), mock: sum(mock), files: js.length };
}

const results = {};
// First visit grows the mock catalogue to 1000 products (kept in IndexedDB for the rest).
await page.goto(`${BASE}/products?mockCatalogue=1000`, { waitUntil: 'networkidle' });
// The mock worker answers once it controls the page (on a busy machine, after the load).
await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const count = await page.evaluate(
  async () => (await (await fetch('/api/Product?pageSize=1000&page=1')).json()).length,
);
console.log(`Mock catalogue: ${count} products`);

for (const path of ['/', '/products']) {
  const a = await loadedAssets(path);
  results[path] = a;
  console.log(
    `${path.padEnd(10)} JS ${kb(a.js)} in ${a.files} files, CSS ${kb(a.css)} (gzip; the mock gateway adds ${kb(a.mock)} in mock builds only)`,
  );
}

/**
 * When the grid's count first showed what it shows once the page is idle: the catalogue as the
 * gateway has it now (1000 products), not the page's own (the build's 51).
 */
async function catalogueCurrent() {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const settled = window.__counts.at(-1);
    return window.__counts.find(({ text }) => text === settled.text).at;
  });
}

const firstCard = [];
const current = [];
const cls = [];
for (let i = 0; i < RUNS; i++) {
  await page.goto(`${BASE}/products`);
  await page.waitForFunction(() => window.__firstCard !== undefined, null, { timeout: 15000 });
  firstCard.push(await page.evaluate(() => window.__firstCard));
  current.push(await catalogueCurrent());
  for (let y = 0; y < 6; y++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
  cls.push(await page.evaluate(() => window.__cls));
}
results.firstCardMs = median(firstCard);
results.catalogueCurrentMs = median(current);
results.cls = median(cls);
console.log(
  `/products first product card: median ${results.firstCardMs.toFixed(0)} ms after navigation, from the page (target < 1000 ms; runs ${firstCard.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `/products with ${count} products as the gateway has them now: median ${results.catalogueCurrentMs.toFixed(0)} ms after navigation (target < 1000 ms; runs ${current.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `/products layout shift while loading and scrolling: CLS ${results.cls.toFixed(3)} (target 0, "good" <= 0.1)`,
);

// Tab switches: click a tab, wait until the grid shows another first card, then one frame.
await page.goto(`${BASE}/products`);
await catalogueCurrent();
const tabs = await page.getByRole('tab').allTextContents();
const switches = [];
for (let i = 0; i < RUNS * 2; i++) {
  const name = tabs[i % tabs.length];
  const ms = await page.evaluate(async (tabName) => {
    const first = () =>
      document.querySelector('main article a[href^="/products/"]')?.getAttribute('href');
    const tab = [...document.querySelectorAll('[role="tab"]')].find(
      (t) => t.textContent === tabName,
    );
    if (!tab || tab.getAttribute('aria-selected') === 'true') return null;
    const before = first();
    const start = performance.now();
    tab.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    tab.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    tab.click();
    while (first() === before) await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now() - start;
  }, name);
  if (ms !== null) switches.push(ms);
}
results.tabSwitchMs = switches.length ? median(switches) : null;
console.log(
  `Tab switch with ${count} products: median ${results.tabSwitchMs?.toFixed(0)} ms to the new tab's cards painted (target < 100 ms; ${switches.length} switches)`,
);

Object.assign(results, await measureCart(page, { base: BASE, runs: RUNS }));
Object.assign(results, await measureBlend(page, { base: BASE, runs: RUNS }));

await browser.close();
preview.kill('SIGTERM');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(results, null, 2)}\n`);
// Lighthouse last, with its own servers (the HTTP mock, both builds, the static copies).
spawnSync('node scripts/bench-lighthouse.mjs', { shell: true, stdio: 'inherit' });
