// Pre-rendered HTML for the public pages (issue 12): a Vite plugin of the app's builds
// (vite.config.ts) that, once the client build is written, builds src/app/prerender.tsx for
// Node with the same config, mode and environment (so CSS module class names, the mock flag
// and the VITE_ variables are the client's), renders each page and writes it as
// <outDir>/<path>/index.html (home: <outDir>/index.html), which `vite preview` and nginx's
// `try_files $uri $uri/index.html /app-shell.html` serve for the bare path. Each page is the
// built index.html (its hashed entry script and CSS, the demo mark's slot) with:
//  - the shell and the screen inside #root, marked data-prerendered="<path>" so the client
//    hydrates it only on that path (src/main.tsx),
//  - the stylesheets of the screen's own chunks (from Vite's manifest), marked
//    data-route-chunk, so its CSS is there for the first paint,
//  - in place of the entry's module script and modulepreloads, scripts/startAfterPaint.js
//    (written as assets/start-after-paint-<hash>.js), which asks for the entry, its chunks,
//    the screen's own chunks and those of the module its first gateway reads come from
//    (PRERENDERED_PAGES' `reads`) right after the first paint: the page needs no script to be seen,
//    and ~100 KB of script asked for at once held its paint back on a slow link (Lighthouse
//    counted every script asked for before the paint as blocking it).
// app-shell.html keeps the module script as built: it has nothing to show before it runs.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadEnv } from 'vite';
import { usesMockGateway } from './mockFlag.mjs';

const SSR_ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page for every address without one of its own (hosts' SPA fallback): the shell and the
 * screen placeholder. Its mark never equals a path, so the client renders over it.
 */
export const APP_SHELL_FILE = 'app-shell.html';
const APP_SHELL_MARK = 'app-shell';

/** @returns {import('vite').Plugin} */
export function prerenderPages() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'kopi-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error) return;
      await prerenderBuild({
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
        base: config.base,
        mode: config.mode,
        configFile: config.configFile,
      });
    },
  };
}

/**
 * `vite preview` answers a path with `<path>.html` or the SPA fallback (the home page), never
 * with `<path>/index.html`: this serves a file of the build as it is, a page's pre-rendered
 * file when it has one, and app-shell.html for any other address (a trailing slash or a dot
 * in it included), as nginx's `try_files $uri $uri/index.html /app-shell.html` does.
 * @returns {import('vite').Plugin}
 */
export function servePrerenderedPages() {
  return {
    name: 'kopi-serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const [pathname = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
        // Home is index.html itself; a hashed asset, found or not, is vite's to answer.
        if (pathname === '/' || pathname.startsWith('/assets/')) return next();
        let decoded;
        try {
          decoded = decodeURIComponent(pathname);
        } catch {
          return next();
        }
        // A file of the build (a script, a picture, favicon.svg) is served as it is.
        const file = join(outDir, decoded);
        if (file.startsWith(`${outDir}/`) && existsSync(file) && statSync(file).isFile())
          return next();
        const page = join(outDir, decoded, 'index.html');
        const suffix = query ? `?${query}` : '';
        if (page.startsWith(`${outDir}/`) && existsSync(page))
          req.url = `${pathname.replace(/\/+$/, '')}/index.html${suffix}`;
        // Any other address gets the app shell, as nginx's try_files does (not the home page).
        else if (existsSync(join(outDir, APP_SHELL_FILE))) req.url = `/${APP_SHELL_FILE}${suffix}`;
        next();
      });
    },
  };
}

/**
 * @param {{ root: string, outDir: string, base: string, mode: string, configFile: string | undefined }} build
 */
async function prerenderBuild({ root, outDir, base, mode, configFile }) {
  let template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT))
    throw new Error(`${relative(root, outDir)}/index.html has no empty ${ROOT_ELEMENT} to fill`);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  // Inside the project, so the bundle's bare imports (react, react-aria…) resolve from its
  // node_modules.
  const serverDir = join(root, 'node_modules', '.cache', 'kopi-prerender', basename(outDir));
  rmSync(serverDir, { recursive: true, force: true });
  const env = loadEnv(mode, root, 'VITE_');
  const mockBuild = usesMockGateway({ command: 'build', mode, flag: env.VITE_USE_MOCKS });
  await build({
    root,
    configFile,
    mode,
    logLevel: 'warn',
    // A mock build's gateway is the page's own origin, which Node has not got: the mock the
    // pre-render starts in the process (openBuildGateway) answers on any origin.
    define:
      mockBuild && !env.VITE_API_BASE_URL
        ? { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify('http://mock-gateway.invalid') }
        : {},
    build: {
      ssr: SSR_ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
    },
  });
  const bundle = readdirSync(serverDir).find((file) => /^prerender\.m?js$/.test(file));
  if (!bundle) throw new Error(`the pre-rendering bundle is missing from ${serverDir}`);
  /** @type {import('../src/app/prerender.tsx')} */
  const {
    renderPage,
    renderAppShell,
    PRERENDERED_PAGES,
    PRODUCT_PAGE,
    openBuildGateway,
    productPagePaths,
    prerenderedDataScript,
  } = await import(pathToFileURL(join(serverDir, bundle)).href);

  const startAfterPaint = writeStartAfterPaint(outDir, base);
  template = preloadTextFont(template, outDir, base);
  const classCss = cssByClass(manifest, outDir);
  const gateway = await openBuildGateway();
  const written = [];
  /** The pictures the pages show from the page's own origin (a mock build's `/images/…`). */
  const pictures = new Set();
  /** @param {string} path @param {{ screen: string, reads?: readonly string[] }} page */
  const write = async (path, { screen, reads }) => {
    const { html: rendered, data } = await renderPage(path, { readGateway: gateway !== null });
    // React writes the preload of a picture asked for with high priority (the largest one of
    // the first screen) before the shell: it belongs in <head>, where the browser finds it
    // first, and #root keeps only what hydrates.
    const [, hoisted = '', body = ''] = rendered.match(/^((?:<link [^>]*\/>)*)([\s\S]*)$/) ?? [];
    for (const [, src] of `${hoisted}${body}`.matchAll(/ (?:src|href)="(\/images\/[^"]+)"/g))
      pictures.add(src);
    const modules = [screen, ...(reads ?? [])];
    const html = startScriptAfterPaint(
      template
        .replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root" data-prerendered="${path}">${body}</div>${prerenderedDataScript(data)}`,
        )
        .replace(
          '\n  </head>',
          () =>
            `\n${screenLinks(manifest, modules, base, renderedCss(body, classCss))}${hoisted ? `\n    ${hoisted}` : ''}\n  </head>`,
        ),
      startAfterPaint,
    );
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    const file = join(outDir, ...segments, 'index.html');
    if (!file.startsWith(`${outDir}/`) && file !== join(outDir, 'index.html'))
      throw new Error(`${path} would be written outside ${outDir}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push({
      file: relative(root, file),
      bytes: Buffer.byteLength(html),
      gzip: gzipSync(html).length,
      hasData: Object.keys(data).length > 0,
    });
  };
  let productPages = 0;
  try {
    for (const page of PRERENDERED_PAGES) await write(page.path, page);
    // A product's page is the one a shopper shares and a search engine lands on.
    const products = gateway ? await productPagePaths() : [];
    for (const path of products) await write(path, PRODUCT_PAGE);
    productPages = products.length;
    if (gateway?.picture) await writePictures(gateway.picture, outDir, pictures);
  } finally {
    gateway?.close();
  }
  console.info(
    gateway
      ? `Pre-rendered with data from ${gateway.name}: ${productPages} product pages.`
      : 'No gateway to read from (VITE_API_BASE_URL is empty): pages carry skeletons where gateway data goes, and no product pages are written.',
  );
  // Every other address: the shell around the screen placeholder (not the home page).
  const shell = template.replace(
    ROOT_ELEMENT,
    `<div id="root" data-prerendered="${APP_SHELL_MARK}">${await renderAppShell()}</div>`,
  );
  const shellFile = join(outDir, APP_SHELL_FILE);
  writeFileSync(shellFile, shell);
  written.push({
    file: relative(root, shellFile),
    bytes: Buffer.byteLength(shell),
    gzip: gzipSync(shell).length,
  });
  rmSync(serverDir, { recursive: true, force: true });

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.info(`Pre-rendered ${written.length} pages (HTML, raw / gzip; * with gateway data):`);
  // Every product's page is alike: the first few stand for them.
  const shown = written.filter(({ file }) => !/\/products\/[^/]+\/[^/]+\/index\.html$/.test(file));
  const products = written.filter((page) => !shown.includes(page));
  for (const { file, bytes, gzip, hasData } of [...shown, ...products.slice(0, 2)])
    console.info(
      `  ${file.padEnd(60)} ${kb(bytes).padStart(9)} / ${kb(gzip)}${hasData ? ' *' : ''}`,
    );
  if (products.length > 2) console.info(`  … and ${products.length - 2} more product pages`);
}

/**
 * Writes each picture the mock draws into the build, at its path: the pre-rendered pages show
 * them before the mock starts in the browser, which answers the same paths afterwards.
 * @param {(path: string) => Promise<Uint8Array | null>} picture
 * @param {string} outDir
 * @param {Set<string>} paths
 */
async function writePictures(picture, outDir, paths) {
  for (const path of paths) {
    const bytes = await picture(path);
    if (!bytes) throw new Error(`the mock has no picture at ${path}, which a page shows`);
    const file = join(outDir, ...decodeURI(path).split('/').filter(Boolean));
    if (!file.startsWith(`${outDir}/`))
      throw new Error(`${path} would be written outside ${outDir}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  if (paths.size > 0)
    console.info(`Wrote the ${paths.size} pictures the pages show from the mock.`);
}

/** The shop's text face, Latin subset: what every page's text is set in. */
const TEXT_FONT = /^plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Asks for the text face beside the stylesheets rather than after them (where the browser
 * would find it), so the page's text is set in it sooner; the fallback's metrics match, so
 * nothing moves when it arrives either way.
 */
function preloadTextFont(template, outDir, base) {
  const font = readdirSync(join(outDir, 'assets')).find((file) => TEXT_FONT.test(file));
  if (!font) throw new Error(`no file in ${outDir}/assets matches ${TEXT_FONT}: the font changed?`);
  const tag = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}assets/${font}">`;
  return template.replace('\n  </head>', () => `\n    ${tag}\n  </head>`);
}

/** Writes scripts/startAfterPaint.js into the build's assets, named by its content. */
function writeStartAfterPaint(outDir, base) {
  const source = readFileSync(new URL('./startAfterPaint.js', import.meta.url), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/start-after-paint-${hash}.js`;
  writeFileSync(join(outDir, file), source);
  return `${base}${file}`;
}

/**
 * A page's module script and modulepreloads (the entry's and the screen's), handed to the
 * start-after-paint script instead, in the same order. Exported for its unit test.
 * @param {string} html
 * @param {string} startScript the start-after-paint script's address
 */
export function startScriptAfterPaint(html, startScript) {
  const entry = html.match(/\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('the page has no module script to start after its first paint');
  const chunks = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g, (_, href) => {
      chunks.push(href);
      return '';
    });
  const tag = `<script defer src="${startScript}" data-entry="${entry[1]}" data-chunks="${chunks.join(' ')}"></script>`;
  return rest.replace('\n  </head>', () => `\n    ${tag}\n  </head>`);
}

/**
 * Which CSS file of the build defines each CSS-module class (`_card_1ajxq_187`): class names
 * are unique to their module, so a class in a page's HTML names the file its rules are in.
 * @param {Record<string, { css?: string[] }>} manifest
 * @param {string} outDir
 * @returns {Map<string, string>}
 */
function cssByClass(manifest, outDir) {
  const index = new Map();
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  for (const file of files) {
    const css = readFileSync(join(outDir, file), 'utf8');
    for (const [, name] of css.matchAll(/\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g))
      if (!index.has(name)) index.set(name, file);
  }
  return index;
}

/**
 * The CSS files defining the classes `html` uses, in the order it first uses them. Exported
 * for its unit test.
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
function screenLinks(manifest, modules, base, rendered) {
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
