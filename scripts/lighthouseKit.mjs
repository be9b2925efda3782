// What both Lighthouse benchmarks share (bench-lighthouse.mjs: the builds and their static
// copies; benchAgainst.mjs: another commit beside the working tree, in the same run): the pages,
// the demo customer's login, the static copy of a page, one audit and its figures.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import lighthouse from 'lighthouse';

export const DEMO = { phone: '081234567890', password: 'Kopi!2024' };

/** Where Lighthouse goes; `signedIn` pages need the demo customer's session first. */
export const pages = [
  { name: 'home', path: '/' },
  { name: '/products', path: '/products' },
  // A search's results (issue 38): no slower than /products.
  { name: 'search', path: '/products?q=toraja' },
  { name: 'product detail', path: '/products/drip-bag-gayo-wine/DR-GAYO-5' },
  // A blend Siti shares once the mock runs (issue 39: as fast as a product page); blends are
  // shared after the build, so its address is known only then (shareABlend).
  { name: 'shared blend', path: '/blend/', sharedBlend: true },
  { name: '/blogs', path: '/blogs' },
  { name: 'article', path: '/blogs/detail/panduan-seduh-v60-untuk-pemula' },
  { name: 'cart', path: '/main/cart', signedIn: true },
  { name: 'checkout', path: '/main/checkout', signedIn: true },
  // Siti's unpaid online order (the seed names it by the year it runs in).
  { name: 'order', path: `/main/orders/ord-${new Date().getUTCFullYear()}-131`, signedIn: true },
  { name: 'profile', path: '/main/profile', signedIn: true },
  { name: 'first blend step', path: '/custom-blend/pilih-biji-kopi', signedIn: true },
].filter(
  // BENCH_PAGES=cart,order measures those only (while working on them); the table written
  // then holds only those rows.
  ({ name }) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(name),
);

/**
 * Siti makes a blend and shares it through the HTTP mock `gateway`, as the builder and the
 * share dialog do; gives its page's path.
 */
export async function shareABlend(gateway) {
  const send = async (path, init = {}) => {
    const answer = await fetch(`${gateway}${path}`, init);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    return answer.json();
  };
  const form = { grant_type: 'password', client_id: 'kopi-storefront', scope: 'kopi_api' };
  const { access_token: token } = await send('/connect/token', {
    method: 'POST',
    body: new URLSearchParams({ ...form, username: DEMO.phone, password: DEMO.password }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const code = await send('/api/Product/NextCode', { headers });
  const options = [
    { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash', percentage: 50 },
    { code: 'BN-TMGR-250', name: 'Robusta Temanggung', percentage: 50 },
    { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
  ];
  const product = { code, name: 'Blend Pagi Siti', sellPrice: 98_000, productOptions: options };
  const basics = { width: 0, height: 0, length: 0, weight: 0, isSalesItem: true };
  const blend = { ...product, ...basics, uoMGroup: { code: 'BEAN-GR' } };
  const category = { name: 'Custom Blend', alias: 'CustomBlend' };
  await send('/api/Product', {
    method: 'POST',
    headers,
    body: JSON.stringify([{ ...blend, category }]),
  });
  const note = 'Enak diseduh V60 di pagi hari.';
  const { slug } = await send('/api/SharedBlend', {
    method: 'POST',
    headers,
    body: JSON.stringify({ productCode: code, note }),
  });
  return `/blend/${slug}`;
}

/** The categories beyond speed, audited on the public pages. */
export const QUALITY = ['seo', 'accessibility', 'best-practices'];

export async function logIn(page, origin) {
  await page.goto(`${origin}/login?mockPanel=0`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="phone"]').fill(DEMO.phone);
  await page.locator('input[name="password"]').fill(DEMO.password);
  // Enter sends the form, as a person would.
  await page.keyboard.press('Enter');
  await page.locator('[role="alertdialog"] button').click();
  await page.waitForFunction(() => location.pathname === '/main/profile');
}

/** The page as rendered, with its CSS inlined and every script gone. */
export async function staticCopy(page, origin, path) {
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  return page.evaluate(async () => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      const style = document.createElement('style');
      style.textContent = await (await fetch(link.href)).text();
      link.replaceWith(style);
    }
    for (const node of document.querySelectorAll('script, link[rel="modulepreload"]'))
      node.remove();
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
}

/** The path a page's static copy is served at. */
export const copyPathOf = (path) =>
  `/__static${path === '/' ? '/home' : path.replace(/[?=&]/g, '_')}`;

/**
 * Serves the static copies (`copies`: path to HTML) on `port`, and for everything else the
 * files of the build in `dir` (its fonts and pictures).
 */
export function serveStaticCopies(copies, dir, port) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const copy = copies.get(path);
    if (copy) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(copy);
      return;
    }
    const file = join(dir, path);
    if (!existsSync(file) || path.endsWith('/')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  }).listen(port, '127.0.0.1');
}

/**
 * One Lighthouse run. Public pages are measured cold (Lighthouse clears the origin's storage
 * and cache first); a signed-in page keeps the session it needs, cookies and storage, but
 * starts with an empty HTTP cache and no service worker, as a customer's phone does on the
 * day's first visit. `work` is Lighthouse's main-thread breakdown in total: all the work, not
 * only what falls in TBT's window. `benchmarkIndex` is Lighthouse's measure of this machine's
 * CPU in that run (higher is faster).
 */
export async function audit(page, url, { keepStorage = false, quality = false } = {}) {
  if (keepStorage) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: quality ? ['performance', ...QUALITY] : ['performance'],
      disableStorageReset: keepStorage,
    },
    undefined,
    page,
  );
  const { audits, categories, runtimeError, environment } = result.lhr;
  // BENCH_SAVE=<dir> keeps each run's report, to read what the figure is made of.
  if (process.env.BENCH_SAVE) {
    mkdirSync(process.env.BENCH_SAVE, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_SAVE, name), JSON.stringify(result.lhr));
  }
  return {
    // Why a figure is missing (a page that never painted, a navigation that failed).
    error: runtimeError?.message ?? audits['largest-contentful-paint'].errorMessage,
    benchmarkIndex: environment.benchmarkIndex,
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    work: audits['mainthread-work-breakdown'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    ...Object.fromEntries(
      QUALITY.map((id) => [
        id,
        categories[id] ? Math.round((categories[id].score ?? 0) * 100) : NaN,
      ]),
    ),
  };
}

/** Replaces the section between `name`'s markers in bench/results.md; the rest stays. */
export function writeResultsSection(name, body) {
  const START = `<!-- ${name} start -->`;
  const END = `<!-- ${name} end -->`;
  const file = 'bench/results.md';
  mkdirSync('bench', { recursive: true });
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [head, rest] = before.includes(START) ? before.split(START) : ['', `${END}\n${before}`];
  writeFileSync(
    file,
    `${head}${START}\n${body}\n${END}${rest.slice(rest.indexOf(END) + END.length)}`,
  );
  console.log(`\nwritten to ${file}`);
}
