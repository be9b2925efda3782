import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { answerWithoutPage, REDIRECTS_JSON, slugFreeKey } from './hostRoutes.mjs';
import { APP_SHELL_FILE } from './prerender.mjs';

/**
 * The item's own address for an address of it with another slug, from the build's list
 * (scripts/hostRoutes.mjs redirectsOf); null for any other address.
 * @param {string} outDir @param {string} pathname
 */
function ownAddress(outDir, pathname) {
  const key = slugFreeKey(pathname);
  const file = join(outDir, REDIRECTS_JSON);
  if (!key || !existsSync(file)) return null;
  const own = JSON.parse(readFileSync(file, 'utf8'))[key];
  return typeof own === 'string' && own !== pathname ? own : null;
}

/**
 * `vite preview` answers a path with `<path>.html` or the SPA fallback (the home page), never
 * with `<path>/index.html`: this serves a file of the build as it is, a page's pre-rendered
 * file when it has one, and app-shell.html for any other address (a trailing slash or a dot
 * in it included) of the app, as nginx does (scripts/nginx-config.mjs). An address that is not
 * the app's, or a product's without its page, answers 404 with the page hostRoutes.mjs names.
 * @returns {import('vite').Plugin}
 */
export function servePrerenderedPages() {
  return {
    name: 'kopi-serve-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const [pathname = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
        // Home is index.html itself; a hashed asset, found or not, is vite's to answer, kept by
        // the browser as nginx lets it (deploy/nginx: a year, immutable), so a part's code
        // fetched ahead (scripts/startAfterPaint.js) is not asked for again.
        if (pathname.startsWith('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (pathname === '/' || pathname.startsWith('/assets/')) return next();
        let decoded;
        try {
          decoded = decodeURIComponent(pathname);
        } catch {
          return next();
        }
        // A file of the build (a script, a picture, favicon.svg) is served as it is; the sitemap
        // as application/xml, as nginx sends it (Vite's preview says text/xml).
        const file = join(outDir, decoded);
        if (pathname === '/sitemap.xml' && existsSync(file)) {
          res.setHeader('Content-Type', 'application/xml');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
          return;
        }
        if (file.startsWith(`${outDir}/`) && existsSync(file) && statSync(file).isFile())
          return next();
        const page = join(outDir, decoded, 'index.html');
        const suffix = query ? `?${query}` : '';
        const hasPage = page.startsWith(`${outDir}/`) && existsSync(page);
        // A product's address with a slug not its own: its own, as nginx answers it.
        const own = hasPage ? null : ownAddress(outDir, pathname);
        if (hasPage) req.url = `${pathname.replace(/\/+$/, '')}/index.html${suffix}`;
        else if (own) {
          res.statusCode = 301;
          res.setHeader('Location', `${own}${suffix}`);
          res.setHeader('Cache-Control', 'no-cache');
          res.end();
          return;
        } else if (existsSync(join(outDir, APP_SHELL_FILE))) {
          // The app shell for the app's other addresses (not the home page); a 404 otherwise.
          const { status, file } = answerWithoutPage(pathname);
          if (status === 200) req.url = `/${file}${suffix}`;
          else {
            res.statusCode = status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : readFileSync(join(outDir, file)));
            return;
          }
        }
        next();
      });
    },
  };
}
