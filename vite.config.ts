import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { blendShell, serveBlendPages } from './scripts/blendShell.mjs';
import { demoWorker } from './scripts/demoWorker.mjs';
import { usesMockGateway } from './scripts/mockFlag.mjs';
import { pageRoutes } from './scripts/pageRoutes.mjs';
import { prerenderPages } from './scripts/prerender.mjs';
import { securityConfigFromEnv } from './scripts/securityHeaders.mjs';
import { securityHeadersPlugin, zodWithoutEval } from './scripts/securityHeadersPlugin.mjs';
import { servePrerenderedPages } from './scripts/servePrerendered.mjs';
import { shopWorker } from './scripts/shopWorker.mjs';
import { demoMarkSlotHtml } from './src/demo/demoMarkSlot.ts';
import { CONSENT_ANSWERED_SCRIPT } from './src/lib/consentAnswered.ts';
import { paymentConfigProblem } from './src/lib/paymentGateway.ts';
import { SHOP_DESCRIPTION, SHOP_TITLE } from './src/lib/shop.ts';
import { siteUrlProblem } from './src/lib/site.ts';

// `npm run build` is the production build for a real gateway: no mock, no demo code.
// `npm run dev`, `npm run build:demo` (mode 'demo', for e2e, preview and benchmarks) and
// Storybook run on the embedded mock gateway. VITE_USE_MOCKS=true|false overrides that;
// any other value fails (scripts/mockFlag.ts). The flag becomes a constant in the bundle,
// so a production build drops every `import.meta.env.VITE_USE_MOCKS === 'true'` branch
// and the modules only those branches import.
function mockGatewayOrStop(run: Parameters<typeof usesMockGateway>[0]): boolean {
  try {
    return usesMockGateway(run);
  } catch (error) {
    // One line that says what to fix, not a stack trace through Vite's config loader.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/**
 * The shell's shared modules: what every page runs first and every screen imports again
 * (React, Jotai, the server-data layer, the api's lazy boundary and the few lib modules the
 * shell reads), as one chunk. Left to itself the bundler splits them into a dozen small
 * chunks, each with its own wrapper and import list: 2.7 KB more gzip on the first load once
 * the api resources moved to folders of their own (issue 21; `npm run bench:size`). It also
 * takes the three CSS modules and four react-aria modules the first load uses beside the
 * shell: left out, the groups below would capture them as their dependencies and join the
 * first load (+14 KB gzip).
 */
const SHELL_CHUNK =
  /node_modules\/(react|react-dom|scheduler|jotai)\/|\/src\/(lib\/(storage|paths|text|cookies|useSyncExternalStoreShim|onDemand|shop)|api\/(errors|apiError|globalErrors|failureReason|resource|serverData\/\w+)|ui\/cx)\.tsx?$|vite\/preload-helper|\/src\/ui\/(Button|focusRing|layout)\.module\.css$|node_modules\/react-aria\/dist\/private\/(ssr\/SSRProvider|utils\/(focusWithoutScrolling|platform|openLink))\.mjs$/;

/**
 * The parts nearly every screen draws with, and those of every product list, each as one chunk
 * (after the shell's). Left to itself the bundler makes a chunk of every set of screens that
 * shares a module: the cart's graph was 29 script and 9 style files of 0.1-3 KB, and every one
 * is a `<link>` the screen's import inserts and a request, in one task on the main thread
 * (Lighthouse's mobile run multiplies it by four). Grouped: the cart needs 17 and 5, and every
 * route fewer bytes (no wrapper per chunk): home 114.7 → 112.6 KB, the cart 130.5 → 127.3 KB.
 * A module is listed here only when most screens use it; `npm run bench:size` says the cost.
 */
const SCREEN_BASICS =
  /\/src\/ui\/(Link|Button|Skeleton|EmptyState|LoadError|OutOfDateNote|RetryNote|PageHeader|VisuallyHidden|useSendOnce)\.tsx?$/;
const PRODUCT_PARTS =
  /\/src\/(features\/catalogue\/(productList|parts\/ProductRow|productImage|units)|ui\/Price|lib\/(format|images)|api\/catalogue\/units)\.tsx?$/;

/** Mock builds keep the Demo mark's place above the shop from the first byte of HTML. */
function demoMarkSlot(): Plugin {
  return {
    name: 'kopi-demo-mark-slot',
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', `${demoMarkSlotHtml}\n    <div id="root"></div>`),
  };
}

/** index.html's generic title and description are the shop's (src/lib/shop.ts), escaped. */
function shopHead(): Plugin {
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    name: 'kopi-shop-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('%SHOP_TITLE%', escaped(SHOP_TITLE))
          .replace('%SHOP_DESCRIPTION%', escaped(SHOP_DESCRIPTION)),
    },
  };
}

/**
 * Every page's head gets the script that hides a first visit's analytics notice, before the
 * first paint, from a shopper who answered it already (src/lib/consentAnswered.ts). Inline, so
 * it costs no request; the policy allows it by its hash (scripts/securityHeaders.mjs).
 */
function consentAnswered(): Plugin {
  return {
    name: 'kopi-consent-answered',
    transformIndexHtml: () => [
      { tag: 'script', children: CONSENT_ANSWERED_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig(({ command, mode, isPreview, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMocks = mockGatewayOrStop({
    command,
    mode,
    isPreview,
    flag: env.VITE_USE_MOCKS,
    isStorybook: process.env.STORYBOOK === 'true',
  });
  // A build for a real gateway loads the payment script its key belongs to, or does not build.
  const paymentProblem = useMocks
    ? null
    : paymentConfigProblem(env.VITE_PAYMENT_CLIENT_KEY, env.VITE_PAYMENT_SCRIPT_URL);
  if (paymentProblem) {
    console.error(paymentProblem);
    process.exit(1);
  }
  // The app's own build, not Storybook's, nor the pre-rendering bundle it makes for Node.
  const isAppBuild = command === 'build' && process.env.STORYBOOK !== 'true' && !isSsrBuild;
  // A production build names the shop's own origin in every canonical address, or stops.
  const siteProblem = isAppBuild && !useMocks ? siteUrlProblem(env.VITE_SITE_URL) : null;
  if (siteProblem) {
    console.error(siteProblem);
    process.exit(1);
  }
  if (isAppBuild) {
    console.info(
      useMocks
        ? 'Demo build: the embedded mock gateway and its dev panel are in, with the Demo mark.'
        : 'Production build: real gateway (VITE_API_BASE_URL), no mock or demo code.',
    );
  }
  // The shop's own service worker (scripts/shopWorker.mjs): the production build's only, never
  // beside the mock's worker, never in the dev server.
  const hasShopWorker = isAppBuild && !useMocks;
  return {
    // The mock service worker script is served and emitted only when mocking is on.
    // Every app build writes the public pages' HTML (scripts/prerender.mjs), and
    // `vite preview` serves it for their paths, under the same headers as every answer.
    plugins: [
      react(),
      shopHead(),
      ...(useMocks ? [msw({ mode: 'worker-only' }), demoWorker(), demoMarkSlot()] : []),
      // Not in Storybook: its stories set the answer themselves, page after page.
      ...(process.env.STORYBOOK === 'true' ? [] : [consentAnswered()]),
      // CSP and companion headers (scripts/securityHeaders.mjs), recorded in each build.
      securityHeadersPlugin({
        config: securityConfigFromEnv(env, { useMocks, shopWorker: hasShopWorker }),
        isStorybook: process.env.STORYBOOK === 'true',
      }),
      zodWithoutEval(),
      // Each page's route apart from the rest of its declaration (scripts/pageRoutes.mjs).
      pageRoutes(),
      // A shared blend's page: the shell around the gateway's head for it (scripts/blendShell.mjs).
      ...(isAppBuild ? [prerenderPages(), blendShell()] : []),
      // After the pre-rendering (its closeBundle runs last): the app shell it writes is precached.
      ...(hasShopWorker ? shopWorker() : []),
      serveBlendPages(),
      servePrerenderedPages(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        // The story and test kit; only stories and tests import it.
        '@kit': fileURLToPath(new URL('./tests/kit', import.meta.url)),
        'use-sync-external-store/shim/index.js': fileURLToPath(
          new URL('./src/lib/useSyncExternalStoreShim.ts', import.meta.url),
        ),
      },
    },
    define: {
      'import.meta.env.VITE_USE_MOCKS': JSON.stringify(useMocks ? 'true' : 'false'),
    },
    // The dev server serves Zod from its dependency bundle, which the plugins above never see.
    optimizeDeps: { rolldownOptions: { plugins: [zodWithoutEval()] } },
    server: { host: '127.0.0.1', port: 5173 },
    // No CORS headers, as nginx sends none: their `Vary: Origin` kept a chunk fetched ahead
    // (scripts/startAfterPaint.js) from answering the module's own request, which has an Origin.
    preview: { host: '127.0.0.1', port: 4173, cors: false },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // .vite/manifest.json: which chunks each screen needs, for npm run bench:size.
      manifest: true,
      // The entry's dynamic imports (the route table's screens) carry no list of their JS
      // chunks to preload: that list named every chunk of every route, about 170 hashed file
      // names, 2.1 KB gzip of every page's first load, and a screen's preloads were one
      // appendChild task after another while it rendered. A pre-rendered page names its
      // screen's chunks itself (scripts/prerender.mjs); an in-app link's screen is asked for
      // when the pointer or the focus reaches it (app/routes.tsx). Measured in one run
      // (bench/results.md, issue 37): LCP of the cart and profile unchanged, the first press
      // unchanged. Their stylesheets are still listed; a screen's own on-demand parts (a
      // dialog's form) keep their preloads.
      modulePreload: {
        resolveDependencies: (file, deps, { hostId, hostType }) =>
          hostType === 'js' &&
          /(^|\/)index-[\w-]+\.js$/.test(hostId) &&
          // A page's declaration keeps its list: the code of its first reads, a few hundred
          // bytes, is asked for at once, ahead of its screen's chunks (e2e over-http.spec).
          !/\.page-[\w-]+\.js$/.test(file)
            ? deps.filter((dep) => dep.endsWith('.css'))
            : deps,
      },
      // A picture inlined as a data: URL would need img-src data:, which the CSP leaves out
      // (scripts/securityHeaders.mjs): pictures stay files, as every other image the shop shows.
      assetsInlineLimit: (file: string) =>
        /\.(svg|png|jpe?g|gif|webp|avif)$/iu.test(file) ? false : undefined,
      rolldownOptions: {
        output: {
          advancedChunks: {
            groups: [
              { name: 'shell', test: SHELL_CHUNK, priority: 3 },
              { name: 'basics', test: SCREEN_BASICS, priority: 2 },
              { name: 'productParts', test: PRODUCT_PARTS, priority: 1 },
            ],
          },
        },
        // The app's own TypeScript modules run nothing on import (public screens must render
        // outside the browser, so no module touches window or document at its top level):
        // a module none of whose exports a route uses is left out, with its CSS. Without
        // this, importing one part through the '@/ui' barrel brought every part's module,
        // and each route carried all of ui (70 KB gzip) and the dialog code (30 KB).
        treeshake: {
          moduleSideEffects: (id: string, external: boolean) =>
            external || id.includes('node_modules') || !/\/src\/.*\.tsx?$/.test(id),
        },
      },
    },
  };
});
