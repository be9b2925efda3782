#!/usr/bin/env node
// Measures what every page loads first (the entry script, its static imports and the CSS
// linked from app-shell.html, gzip) in the production build (`npm run build`, dist/) and in the
// demo build (`npm run build:demo`, dist-demo/). With --check it fails when:
//  - either first load is over the budget in budgets.json,
//  - mock or Storybook code reaches the demo build's first-load chunks,
//  - the production build holds any demo marker in any file (the mock gateway, msw,
//    @msw/data, the worker script, the offline Google chooser's token format, the demo
//    accounts, the dev panel, the Demo mark, the demo payment page), ships
//    mockServiceWorker.js, or has a chunk of a module of src/demo/ or mocks/ (Vite's manifest).
// Each demo marker must itself be found in the demo build: a marker that no longer matches
// anything there would let the production check pass without looking.
//  - a screen of the production build needs more app JS before it renders (gzip, mock code
//    excluded, from Vite's manifest) than budgets.json's routeJsGzipKB allows: home, each
//    pre-rendered public page and the order's page their own, any other 140 KB; the screens in routeJsGzipKB.notYetSplit are held to the size they had
//    when listed (plus 3 KB for what the shared shell may gain) until they are split, and
//    must leave the list once within the target.
// It prints the per-screen table either way.
// Other folders: --production=DIR --demo=DIR.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeBudget, screenBytes } from './routeBytes.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirArg = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const productionDir = dirArg('production', 'dist');
const demoDir = dirArg('demo', 'dist-demo');

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const kb = (n) => (n / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Code and texts only a demo build may contain, from demoMarkers.json: what each is, and the
 * text that finds it. A `value` is found only as a quoted value of its own: the address form's
 * hint 'Contoh: 081234567890' is a real text.
 */
const demoMarkers = JSON.parse(
  readFileSync(new URL('./demoMarkers.json', import.meta.url), 'utf8'),
).map(({ what, find, value }) => ({ what, find: find ?? new RegExp(`[\`'"]${value}[\`'"]`) }));
/** Never in any build. */
const storybookMarkers = [{ what: 'Storybook', find: 'storybook/' }];

const contains = (text, { find }) =>
  typeof find === 'string' ? text.includes(find) : find.test(text);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function firstLoad(dir) {
  // The app shell (every address without a page of its own) names what any first load needs:
  // its start-after-paint script, and the entry and chunks that script asks for. The
  // pre-rendered pages hand the same entry to it with their screen's chunks, which are
  // budgeted per route below.
  const html = readFileSync(join(dir, 'app-shell.html'), 'utf8');
  const asked = html.match(/data-entry="\/([^"]+)" data-chunks="([^"]*)"/);
  const js = [
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...(asked
      ? [
          asked[1],
          ...asked[2]
            .split(' ')
            .filter(Boolean)
            .map((href) => href.slice(1)),
        ]
      : []),
  ];
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

for (const [dir, script] of [
  [productionDir, 'npm run build'],
  [demoDir, 'npm run build:demo'],
]) {
  if (!existsSync(join(dir, 'app-shell.html'))) {
    console.error(`${dir}/ is missing: run \`${script}\` first`);
    process.exit(1);
  }
}

const problems = [];

function measure(label, dir) {
  const { js, css } = firstLoad(dir);
  const jsBytes = js.reduce((sum, f) => sum + gz(join(dir, f)), 0);
  const cssBytes = css.reduce((sum, f) => sum + gz(join(dir, f)), 0);
  console.log(`First load of any page, ${label} (${dir}/, gzip):`);
  for (const f of [...js, ...css]) console.log(`  ${kb(gz(join(dir, f))).padStart(7)} KB  ${f}`);
  console.log(
    `  JS  ${kb(jsBytes)} KB (budget ${budgets.firstLoadJsGzipKB} KB, aim ${budgets.firstLoadJsAimKB} KB)`,
  );
  console.log(`  CSS ${kb(cssBytes)} KB (budget ${budgets.firstLoadCssGzipKB} KB)`);
  const lazy = readdirSync(join(dir, 'assets')).filter(
    (f) => f.endsWith('.js') && !js.includes(`assets/${f}`),
  );
  console.log(
    `  lazy chunks: ${lazy.length}, ${kb(lazy.reduce((s, f) => s + gz(join(dir, 'assets', f)), 0))} KB gzip in all`,
  );
  if (jsBytes / 1024 > budgets.firstLoadJsGzipKB)
    problems.push(
      `${label}: first-load JS ${kb(jsBytes)} KB is over the ${budgets.firstLoadJsGzipKB} KB budget`,
    );
  if (cssBytes / 1024 > budgets.firstLoadCssGzipKB)
    problems.push(
      `${label}: first-load CSS ${kb(cssBytes)} KB is over the ${budgets.firstLoadCssGzipKB} KB budget`,
    );
  return js;
}

function routeBytes(label, dir) {
  const screens = screenBytes(dir);
  if (!screens) {
    problems.push(`${label}: ${dir}/.vite/manifest.json is missing, so no screen was measured`);
    return;
  }
  const target = budgets.routeJsGzipKB;
  const { rows, problems: over } = routeBudget(screens, target);
  console.log(
    `App JS a screen needs before it renders, ${label} (gzip; home ${target.home} KB, any ${target.any} KB):`,
  );
  for (const row of rows) {
    const note = row.listed ? `  (not yet split: held to ${row.limit} KB)` : '';
    console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.key}${note}`);
  }
  problems.push(...over.map((problem) => `${label}: ${problem}`));
}

measure('production build', productionDir);
routeBytes('production build', productionDir);
const demoFirstLoad = measure('demo build', demoDir);

if (!check) process.exit(0);

// The demo loads its mock after the shell: none of it in the first-load chunks.
for (const f of demoFirstLoad) {
  const text = readFileSync(join(demoDir, f), 'utf8');
  for (const marker of [...demoMarkers, ...storybookMarkers])
    if (contains(text, marker))
      problems.push(`demo build: first-load chunk ${f} contains ${marker.what} (${marker.find})`);
}

// The production build: no demo marker in any file it ships.
const productionFiles = filesUnder(productionDir);
for (const file of productionFiles) {
  const text = readFileSync(file, 'utf8');
  for (const marker of [...demoMarkers, ...storybookMarkers])
    if (contains(text, marker))
      problems.push(
        `production build: ${relative(productionDir, file)} contains ${marker.what} (${marker.find})`,
      );
}
for (const worker of ['mockServiceWorker.js', 'demo-worker.js'])
  if (existsSync(join(productionDir, worker))) problems.push(`production build ships ${worker}`);

// The demo's own folders, by Vite's manifest (each chunk a module is loaded by): no module of
// src/demo/ or mocks/ is a chunk of the production build, and the demo build has the demo's
// entry, src/demo/mockBoot.ts (or this check looks at nothing).
const DEMO_SOURCES = /^(src\/demo|mocks)\//;
const chunkSources = (dir) => {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return Object.values(JSON.parse(readFileSync(file, 'utf8'))).flatMap((chunk) =>
    chunk.src ? [chunk.src] : [],
  );
};
const productionSources = chunkSources(productionDir);
const demoSources = chunkSources(demoDir);
if (!productionSources || !demoSources) problems.push('a build has no .vite/manifest.json');
for (const source of (productionSources ?? []).filter((src) => DEMO_SOURCES.test(src)))
  problems.push(`production build: a chunk of ${source}, demo code`);
if (demoSources && !demoSources.includes('src/demo/mockBoot.ts'))
  problems.push(
    'the demo build has no chunk of src/demo/mockBoot.ts: update scripts/bench-size.mjs',
  );

// Every marker must find what it stands for in the demo build, or it proves nothing.
const demoTexts = filesUnder(demoDir).map((file) => readFileSync(file, 'utf8'));
for (const marker of demoMarkers)
  if (!demoTexts.some((text) => contains(text, marker)))
    problems.push(
      `the demo build has no ${marker.what} (${marker.find}): update scripts/demoMarkers.json`,
    );

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log(
  `✓ within budget, every screen within its route budget; no mock code in the demo's first load; none of ${demoMarkers.length} demo markers in the ${productionFiles.length} files of the production build, and none of its chunks from src/demo/ or mocks/`,
);
