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
//    the page's declaration, its screen's chunks and the calls of the api modules its first
//    gateway reads come from (from the bundler's module graph) right after the first paint: the page needs no script to be seen,
//    and ~100 KB of script asked for at once held its paint back on a slow link (Lighthouse
//    counted every script asked for before the paint as blocking it).
// app-shell.html (every other address: the shell, the screen's placeholder and a first visit's
// analytics notice) starts its script the same way, after its first paint; its screen's chunks
// are the app's to ask for, as it learns the address.
// What each page's <head> gains is assetPreloads.mjs's; serving the pages in `vite preview`,
// servePrerendered.mjs's.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadEnv } from 'vite';
import {
  cssByClass,
  prefetchedFiles,
  preloadTextFont,
  renderedCss,
  screenLinks,
  startScriptAfterPaint,
  writeStartAfterPaint,
} from './assetPreloads.mjs';
import { REDIRECTS_JSON, REDIRECTS_NGINX_MAP, redirectsOf } from './hostRoutes.mjs';
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
  /** @type {ModuleGraph} */
  let graph = {};
  return {
    name: 'kopi-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd() {
      // From the bundler's own module graph: what each page declaration imports and loads on
      // demand (its screen), and what the api modules among them load in turn (their calls),
      // so a page asks for its chunks with the entry without a list of them anywhere.
      const source = (id) => relative(config.root, id).split(sep).join('/');
      graph = {};
      for (const id of this.getModuleIds()) {
        const name = source(id);
        if (!/^src\/(.+\.page\.ts|api\/.+)$/.test(name)) continue;
        const info = this.getModuleInfo(id);
        graph[name] = {
          imports: (info?.importedIds ?? []).map(source),
          lazy: (info?.dynamicallyImportedIds ?? []).map(source),
        };
      }
    },
    async closeBundle(error) {
      if (error) return;
      await prerenderBuild({
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
        base: config.base,
        mode: config.mode,
        configFile: config.configFile,
        graph,
      });
    },
  };
}

/** @typedef {Record<string, { imports: string[], lazy: string[] }>} ModuleGraph */

/**
 * The modules a page needs as it starts: its declaration, the screen it loads on demand, and
 * the calls the api modules its reads import load in turn.
 * @param {ModuleGraph} graph @param {string} file
 */
export function pageModules(graph, file) {
  const own = graph[file] ?? { imports: [], lazy: [] };
  const calls = own.imports.flatMap((module) => graph[module]?.lazy ?? []);
  return [...new Set([file, ...own.lazy, ...calls])];
}

/**
 * @param {{ root: string, outDir: string, base: string, mode: string, configFile: string | undefined, graph: ModuleGraph }} build
 */
async function prerenderBuild({ root, outDir, base, mode, configFile, graph }) {
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
    prerenderedPages,
    sitemapPaths,
    openBuildGateway,
    prerenderedDataScript,
    staysInItsFolder,
    siteIndexFiles,
    pageHeadTags,
  } = await import(pathToFileURL(join(serverDir, bundle)).href);

  const startAfterPaint = writeStartAfterPaint(outDir, base);
  template = preloadTextFont(template, outDir, base);
  const classCss = cssByClass(manifest, outDir);
  const gateway = await openBuildGateway();
  const written = [];
  const wrote = (file, html, hasData = false) =>
    written.push({
      file: relative(root, file),
      bytes: Buffer.byteLength(html),
      gzip: gzipSync(html).length,
      hasData,
    });
  /** The pictures the pages show from the page's own origin (a mock build's `/images/…`). */
  const pictures = new Set();
  /** @param {{ path: string, file: string }} page */
  const write = async ({ path, file: declaration, prefetch }) => {
    const { html: rendered, data } = await renderPage(path, { readGateway: gateway !== null });
    // React writes the preload of a picture asked for with high priority (the largest one of
    // the first screen) before the shell: it belongs in <head>, where the browser finds it
    // first, and #root keeps only what hydrates.
    const [, hoisted = '', body = ''] = rendered.match(/^((?:<link [^>]*\/>)*)([\s\S]*)$/) ?? [];
    for (const [, src] of `${hoisted}${body}`.matchAll(/ (?:src|href)="(\/images\/[^"]+)"/g))
      pictures.add(src);
    // The chunks of the build among them: an api module the shell has already is none.
    const modules = pageModules(graph, declaration).filter((module) => manifest[module]);
    const html = startScriptAfterPaint(
      withOwnHead(template, await pageHeadTags(path, data))
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
      prefetchedFiles(manifest, prefetch, modules, base),
    );
    // Each segment one folder, as src/lib/paths.ts says (productPagePaths has named the
    // product already): `..` in a path would write its page over another one.
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (!segments.every(staysInItsFolder))
      throw new Error(`prerender: the page ${JSON.stringify(path)} leaves its page folder`);
    const file = join(outDir, ...segments, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    wrote(file, html, Object.keys(data).length > 0);
  };
  let pages = [];
  try {
    // Every page its declaration pre-renders: products and articles only with a gateway.
    pages = await prerenderedPages({ readGateway: gateway !== null });
    for (const page of pages) await write(page);
    if (gateway?.picture) await writePictures(gateway.picture, outDir, pictures);
    // sitemap.xml and robots.txt (src/app/sitemap.ts): the pages written that are listed.
    const index = siteIndexFiles(await sitemapPaths(pages));
    for (const [name, text] of Object.entries(index)) writeFileSync(join(outDir, name), text);
    // Each item's own address by the address without its slug, for the hosts' redirects.
    const redirects = redirectsOf(pages.map(({ path }) => path));
    mkdirSync(join(outDir, dirname(REDIRECTS_JSON)), { recursive: true });
    writeFileSync(join(outDir, REDIRECTS_JSON), redirects.json);
    writeFileSync(join(outDir, REDIRECTS_NGINX_MAP), redirects.map);
  } finally {
    gateway?.close();
  }
  console.info(
    gateway
      ? `Pre-rendered with data from ${gateway.name}: ${pages.length} pages, every product and article among them.`
      : 'No gateway to read from (VITE_API_BASE_URL is empty): pages carry skeletons where gateway data goes, and no product or article pages are written.',
  );
  // Every other address: the shell around the screen placeholder (not the home page).
  const shell = startScriptAfterPaint(
    template.replace(
      ROOT_ELEMENT,
      `<div id="root" data-prerendered="${APP_SHELL_MARK}">${await renderAppShell()}</div>`,
    ),
    startAfterPaint,
  );
  const shellFile = join(outDir, APP_SHELL_FILE);
  writeFileSync(shellFile, shell);
  wrote(shellFile, shell);
  rmSync(serverDir, { recursive: true, force: true });

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.info(`Pre-rendered ${written.length} pages (HTML, raw / gzip; * with gateway data):`);
  // Every product's page is alike: the first few stand for them (every article is shown).
  const shown = written.filter(({ file }) => !/\/products\/[^/]+\/[^/]+\/index\.html$/.test(file));
  const products = written.filter((page) => !shown.includes(page));
  for (const { file, bytes, gzip, hasData } of [...shown, ...products.slice(0, 2)])
    console.info(
      `  ${file.padEnd(60)} ${kb(bytes).padStart(9)} / ${kb(gzip)}${hasData ? ' *' : ''}`,
    );
  if (products.length > 2) console.info(`  … and ${products.length - 2} more product pages`);
}

/**
 * index.html with the page's own title, description, canonical and Open Graph tags in place
 * of its generic title and description (src/lib/pageHead.ts): replaced, never beside them.
 * @param {string} template
 * @param {string} tags
 */
export function withOwnHead(template, tags) {
  const generic = /\n\s*<meta name="description"[^>]*>|\n\s*<title>[\s\S]*?<\/title>/g;
  if ((template.match(generic) ?? []).length !== 2)
    throw new Error(
      'index.html must have one <title> and one <meta name="description"> to replace',
    );
  return template.replace(generic, '').replace('\n  </head>', () => `\n    ${tags}\n  </head>`);
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
