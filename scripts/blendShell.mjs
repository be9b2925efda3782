// A shared blend's page, /blend/<slug> (issue 39; docs/decisions/0011-shared-blend-preview.md).
// Blends are shared after the build, so no page is pre-rendered for one: the host answers the
// address with the app shell around the head the gateway writes for it
// (GET /api/SharedBlend/{slug}/Head), with the gateway's status, so a chat app's crawler,
// which runs no script, reads the blend's title, description and picture, and a browser gets
// the app as on any other page. The build writes the shell in two halves for nginx to put
// around the gateway's answer (add_before_body / add_after_body, scripts/nginx-config.mjs),
// and the page of an address with no blend, for its 404; `vite preview` does the same here.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { siteOrigin } from '../src/lib/site.ts';
import { APP_SHELL_FILE, withOwnHead } from './prerender.mjs';
import { BUILD_SECURITY_FILE } from './securityHeaders.mjs';

export const BLEND_SHELL = {
  start: 'blend-shell/start.html',
  end: 'blend-shell/end.html',
  gone: 'blend-shell/gone.html',
};

/** A shared blend's address: one segment after /blend/ (a trailing slash allowed). */
export const BLEND_PAGE = /^\/blend\/([^/]+)\/?$/u;

const MARK = '<!--kopi-blend-head-->';

/**
 * The app shell in two halves around the place of a page's own head tags (its generic title
 * and description taken out, as a pre-rendered page's are), and the whole page with `gone`.
 * @param {string} shell app-shell.html @param {string} gone the head of an address with no blend
 */
export function blendShellFiles(shell, gone) {
  const [start = '', end = ''] = withOwnHead(shell, MARK).split(MARK);
  return { start, end, gone: `${start}${gone}${end}` };
}

/**
 * Writes the shell's halves and the gone page into an app build, after the pre-rendering has
 * written app-shell.html (its closeBundle, awaited before this one).
 * @returns {import('vite').Plugin}
 */
export function blendShell() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'kopi-blend-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        const outDir = resolve(config.root, config.build.outDir);
        const shellFile = join(outDir, APP_SHELL_FILE);
        if (error || !existsSync(shellFile)) return;
        const { module } = await runnerImport('/src/lib/sharedBlendHead.ts', {
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: { '@': join(config.root, 'src') } },
        });
        // Never undefined: siteOrigin's default reads import.meta.env, which a config in Node lacks
        // (a demo build has no VITE_SITE_URL and names the preview's origin).
        const gone = module.sharedBlendGoneHeadTags(siteOrigin(config.env.VITE_SITE_URL ?? ''));
        const files = blendShellFiles(readFileSync(shellFile, 'utf8'), gone);
        mkdirSync(join(outDir, 'blend-shell'), { recursive: true });
        for (const [part, file] of Object.entries(BLEND_SHELL))
          writeFileSync(join(outDir, file), files[/** @type {keyof typeof files} */ (part)]);
      },
    },
  };
}

/** The gateway's origin a build calls (its recorded policy), or null when it is the shop's own. */
function gatewayOf(outDir) {
  const recorded = join(outDir, BUILD_SECURITY_FILE);
  return existsSync(recorded) ? JSON.parse(readFileSync(recorded, 'utf8')).apiOrigin : null;
}

/**
 * `vite preview` answers /blend/<slug> as nginx does: the gateway's head for it inside the
 * shell's halves with the gateway's status (200, or 404 with the gone page). Without the
 * halves, a gateway of its own or an answer from it, the address is left to the app shell.
 * @returns {import('vite').Plugin}
 */
export function serveBlendPages() {
  return {
    name: 'kopi-serve-blend-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const gateway = gatewayOf(outDir);
      const part = (file) => readFileSync(join(outDir, file), 'utf8');
      server.middlewares.use(async (req, res, next) => {
        const slug = BLEND_PAGE.exec((req.url ?? '/').split('?')[0] ?? '/')?.[1];
        if (!slug || !gateway || !existsSync(join(outDir, BLEND_SHELL.start))) return next();
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let answer;
        try {
          const path = `/api/SharedBlend/${encodeURIComponent(decodeURIComponent(slug))}/Head`;
          answer = await fetch(new URL(path, gateway), { signal: AbortSignal.timeout(5000) });
        } catch {
          return next();
        }
        if (answer.status !== 200 && answer.status !== 404) return next();
        const page =
          answer.status === 200
            ? `${part(BLEND_SHELL.start)}${await answer.text()}${part(BLEND_SHELL.end)}`
            : part(BLEND_SHELL.gone);
        res.statusCode = answer.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : page);
      });
    },
  };
}
