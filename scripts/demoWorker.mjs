// The demo's service worker (scripts/demoWorker.js): msw's worker behind a listener that
// leaves the build's own files to the network. Emitted beside mockServiceWorker.js in a mock
// build and served by the dev server; src/demo/mockBoot.ts registers it.
import { readFileSync } from 'node:fs';

export const DEMO_WORKER_FILE = 'demo-worker.js';

/** @returns {import('vite').Plugin} */
export function demoWorker() {
  const source = () => readFileSync(new URL('./demoWorker.js', import.meta.url), 'utf8');
  return {
    name: 'kopi-demo-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${server.config.base}${DEMO_WORKER_FILE}`)
          return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WORKER_FILE, source: source() });
    },
  };
}
