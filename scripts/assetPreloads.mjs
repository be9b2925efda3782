// What a pre-rendered page's <head> links and preloads (scripts/prerender.mjs writes the
// pages): the text face, the screen's chunks and stylesheets, and the start-after-paint script
// in place of the module script.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';

/** The shop's text face, Latin subset: what every page's text is set in. */
const TEXT_FONT = /^plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Asks for the text face beside the stylesheets rather than after them (where the browser
 * would find it), so the page's text is set in it sooner; the fallback's metrics match, so
 * nothing moves when it arrives either way.
 */
export function preloadTextFont(template, outDir, base) {
  const font = readdirSync(join(outDir, 'assets')).find((file) => TEXT_FONT.test(file));
  if (!font) throw new Error(`no file in ${outDir}/assets matches ${TEXT_FONT}: the font changed?`);
  const tag = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}assets/${font}">`;
  return template.replace('\n  </head>', () => `\n    ${tag}\n  </head>`);
}

/**
 * Writes scripts/startAfterPaint.js into the build's assets, minified (it is part of every
 * page's first load: 1.8 → 0.8 KB gzip) and named by its content.
 */
export function writeStartAfterPaint(outDir, base) {
  const { code: source, errors } = minifySync(
    'startAfterPaint.js',
    readFileSync(new URL('./startAfterPaint.js', import.meta.url), 'utf8'),
  );
  if (errors.length > 0) throw new Error(`startAfterPaint.js: ${errors[0]?.message}`);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/start-after-paint-${hash}.js`;
  writeFileSync(join(outDir, file), source);
  return `${base}${file}`;
}

/**
 * A page's module script and modulepreloads (the entry's and the screen's), handed to the
 * start-after-paint script instead, in the same order; with the files it fetches ahead for the
 * page's first press (prefetchedFiles).
 * @param {string} html
 * @param {string} startScript the start-after-paint script's address
 * @param {string[]} [prefetch]
 */
export function startScriptAfterPaint(html, startScript, prefetch = []) {
  const entry = html.match(/\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('the page has no module script to start after its first paint');
  const chunks = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g, (_, href) => {
      chunks.push(href);
      return '';
    });
  const ahead = prefetch.length > 0 ? ` data-prefetch="${prefetch.join(' ')}"` : '';
  const tag = `<script defer src="${startScript}" data-entry="${entry[1]}" data-chunks="${chunks.join(' ')}"${ahead}></script>`;
  return rest.replace('\n  </head>', () => `\n    ${tag}\n  </head>`);
}

/**
 * Which CSS file of the build defines each CSS-module class (`_card_1ajxq_187`): class names
 * are unique to their module, so a class in a page's HTML names the file its rules are in.
 * @param {Record<string, { css?: string[] }>} manifest
 * @param {string} outDir
 * @returns {Map<string, string>}
 */
export function cssByClass(manifest, outDir) {
  const index = new Map();
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  for (const file of files) {
    const css = readFileSync(join(outDir, file), 'utf8');
    for (const [, name] of css.matchAll(/\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g))
      if (!index.has(name)) index.set(name, file);
  }
  return index;
}

/** The CSS files defining the classes `html` uses, in the order it first uses them.
 * @param {string} html
 * @param {Map<string, string>} classCss
 */
export function renderedCss(html, classCss) {
  const files = new Set();
  for (const [, names] of html.matchAll(/ class="([^"]*)"/g))
    for (const name of names.split(/\s+/)) {
      const file = classCss.get(name);
      if (file) files.add(file);
    }
  return [...files];
}

/**
 * The chunks and CSS of the screen and of its first reads' module that the entry does not
 * already bring, as tags for <head>. Only their static imports: what they load on demand (a
 * dialog) stays on demand.
 * @param {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean }>} manifest
 * @param {string[]} modules
 * @param {string} base
 * @param {string[]} rendered the CSS files the page's HTML uses (renderedCss), linked after the
 *   screen's own when neither the entry nor the screen brings them: the parts a page with
 *   gateway data renders from chunks loaded on demand (the catalogue's tabs, a select).
 */
export function screenLinks(manifest, modules, base, rendered) {
  const { shell, shellCss, closure } = graphOf(manifest, modules);
  const own = [...new Set(modules.flatMap((module) => [...closure(module)]))].filter(
    (key) => !shell.has(key),
  );
  const css = [...new Set([...own.flatMap((key) => manifest[key].css ?? []), ...rendered])].filter(
    (file) => !shellCss.has(file),
  );
  return [
    ...own.map(
      (key) =>
        `<link rel="modulepreload" crossorigin href="${base}${manifest[key].file}" data-route-chunk>`,
    ),
    ...css.map(
      (file) => `<link rel="stylesheet" crossorigin href="${base}${file}" data-route-chunk>`,
    ),
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/**
 * The code and CSS of the parts a page's first press opens (Page.prefetch) that neither the
 * entry nor the page's own modules bring: their addresses, which the start-after-paint script
 * fetches into the HTTP cache (not compiled, not run) once the app has started and the browser
 * is idle; the press's dynamic import then finds them there. Not as
 * <link rel="prefetch"> in the HTML: Vite's preload helper takes any link to a chunk for a
 * modulepreload of its own and skips it, so the press's import would walk the module graph
 * one level after another. Not modulepreloaded at idle either: compiling them cost every visit
 * of a product page about 250 ms of main-thread work at 4x (one run, median of 5).
 * @param {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean }>} manifest
 * @param {readonly string[]} parts
 * @param {string[]} modules the page's own (pageModules)
 * @param {string} base
 */
export function prefetchedFiles(manifest, parts, modules, base) {
  if (parts.length === 0) return [];
  const { shell, shellCss, closure } = graphOf(manifest, [...parts, ...modules]);
  const page = new Set(modules.flatMap((module) => [...closure(module)]));
  const pageCss = new Set([...page].flatMap((key) => manifest[key].css ?? []));
  const keys = [...new Set(parts.flatMap((part) => [...closure(part)]))].filter(
    (key) => !shell.has(key) && !page.has(key),
  );
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !shellCss.has(file) && !pageCss.has(file),
  );
  return [...keys.map((key) => manifest[key].file), ...css].map((file) => `${base}${file}`);
}

/** The entry's closure (the shell) and a closure walker, once every module is known. */
function graphOf(manifest, modules) {
  for (const module of modules)
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (Vite manifest)`);
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = closure(entry);
  const shellCss = new Set([...shell].flatMap((key) => manifest[key].css ?? []));
  return { shell, shellCss, closure };
}
