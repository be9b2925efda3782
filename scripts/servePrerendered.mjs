import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_SHELL_FILE } from './prerender.mjs';

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
