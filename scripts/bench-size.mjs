#!/usr/bin/env node
// Measures what the home page loads first from the production build (dist/): the entry
// script, its static imports (modulepreload) and the CSS linked from index.html, gzip.
// With --check it fails above the budget in budgets.json, when mock or Storybook code
// reaches the first-load chunks, or when a real-gateway build contains any mock code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const check = process.argv.includes('--check');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const kb = (n) => (n / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function firstLoad(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const js = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const { js, css } = firstLoad('dist');
const jsBytes = js.reduce((sum, f) => sum + gz(join('dist', f)), 0);
const cssBytes = css.reduce((sum, f) => sum + gz(join('dist', f)), 0);
console.log('First load of the home page (gzip):');
for (const f of js) console.log(`  ${kb(gz(join('dist', f))).padStart(7)} KB  ${f}`);
for (const f of css) console.log(`  ${kb(gz(join('dist', f))).padStart(7)} KB  ${f}`);
console.log(
  `  JS  ${kb(jsBytes)} KB (budget ${budgets.firstLoadJsGzipKB} KB, aim ${budgets.firstLoadJsAimKB} KB)`,
);
console.log(`  CSS ${kb(cssBytes)} KB (budget ${budgets.firstLoadCssGzipKB} KB)`);

const lazy = readdirSync('dist/assets').filter(
  (f) => f.endsWith('.js') && !js.includes(`assets/${f}`),
);
console.log(
  `Lazy chunks: ${lazy.length}, ${kb(lazy.reduce((s, f) => s + gz(join('dist/assets', f)), 0))} KB gzip in all`,
);

if (!check) process.exit(0);

const problems = [];
if (jsBytes / 1024 > budgets.firstLoadJsGzipKB)
  problems.push(
    `first-load JS ${kb(jsBytes)} KB is over the ${budgets.firstLoadJsGzipKB} KB budget`,
  );
if (cssBytes / 1024 > budgets.firstLoadCssGzipKB)
  problems.push(
    `first-load CSS ${kb(cssBytes)} KB is over the ${budgets.firstLoadCssGzipKB} KB budget`,
  );

// Markers that only mock or Storybook code contains.
const mockMarkers = [
  'mockServiceWorker',
  'setupWorker',
  '@msw/data',
  'MSW_COOKIE_STORE',
  'storybook/',
];
for (const f of js) {
  const text = readFileSync(join('dist', f), 'utf8');
  for (const m of mockMarkers)
    if (text.includes(m)) problems.push(`first-load chunk ${f} contains mock code (${m})`);
}

const real = spawnSync(
  'node_modules/.bin/vite build --outDir dist-real --emptyOutDir --logLevel error',
  {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, VITE_USE_MOCKS: 'false' },
  },
);
if (real.status !== 0) problems.push('the real-gateway build (VITE_USE_MOCKS=false) failed');
else {
  const files = readdirSync('dist-real/assets').filter((f) => f.endsWith('.js'));
  for (const f of files) {
    const text = readFileSync(join('dist-real/assets', f), 'utf8');
    for (const m of mockMarkers)
      if (text.includes(m)) problems.push(`real-gateway build: ${f} contains mock code (${m})`);
  }
  if (existsSync('dist-real/mockServiceWorker.js'))
    problems.push('real-gateway build ships mockServiceWorker.js');
  console.log(
    `Real-gateway build: ${files.length} JS chunks, no mock code: ${problems.every((p) => !p.startsWith('real'))}`,
  );
}

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log('✓ within budget; no mock code in first-load chunks or in the real-gateway build');
