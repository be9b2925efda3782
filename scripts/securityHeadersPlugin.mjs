// The Vite side of scripts/securityHeaders.mjs: a build records its policy's configuration in
// its output, `vite preview` serves each build with the policy recorded in it, and the dev
// server sends the dev policy (inline code allowed for HMR). Storybook's dev server, which
// loads vite.config.ts too, is left alone: its manager and preview pages run inline code.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUILD_SECURITY_FILE, securityHeaders } from './securityHeaders.mjs';

/** @param {import('node:http').ServerResponse} response @param {Record<string, string>} headers */
function sendAlong(response, headers) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

/**
 * @param {{ config: import('./securityHeaders.d.mts').SecurityConfig; isStorybook: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function securityHeadersPlugin({ config, isStorybook }) {
  let outDir = 'dist';
  return {
    name: 'kopi-security-headers',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_SECURITY_FILE,
        source: `${JSON.stringify(config, null, 2)}\n`,
      });
    },
    configureServer(server) {
      if (isStorybook) return;
      const headers = securityHeaders(config, { dev: true });
      server.middlewares.use((_request, response, next) => {
        sendAlong(response, headers);
        next();
      });
    },
    configurePreviewServer(server) {
      const recorded = resolve(outDir, BUILD_SECURITY_FILE);
      // A build from before the policy was recorded is served under this run's configuration.
      if (!existsSync(recorded))
        console.warn(
          `[security headers] ${recorded} is missing: rebuild to serve the build's own policy`,
        );
      const headers = securityHeaders(
        existsSync(recorded) ? JSON.parse(readFileSync(recorded, 'utf8')) : config,
      );
      server.middlewares.use((_request, response, next) => {
        sendAlong(response, headers);
        next();
      });
    },
  };
}

const ZOD_CONFIG = '(_a.__zod_globalConfig = {})';

/**
 * Zod 4 probes for `new Function` when it builds its first object schema, to compile fast
 * parsers; under a CSP without 'unsafe-eval' the probe is refused and reported as a violation
 * on every page, though Zod carries on without it. Zod's own switch, `jitless`, skips the
 * probe but must be set before any schema exists, and schemas are built as modules load:
 * the build (and the dev server's dependency bundle) starts Zod with it set. Stops the build
 * if Zod's start no longer looks like this.
 * @returns {import('vite').Plugin}
 */
export function zodWithoutEval() {
  return {
    name: 'kopi-zod-without-eval',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/u.test(id)) return null;
      if (!code.includes(ZOD_CONFIG))
        this.error(`${id} no longer starts its global config as ${ZOD_CONFIG}: set jitless anew`);
      return {
        code: code.replace(ZOD_CONFIG, '(_a.__zod_globalConfig = { jitless: true })'),
        map: null,
      };
    },
  };
}
