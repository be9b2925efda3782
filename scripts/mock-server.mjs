#!/usr/bin/env node
// `npm run mock:server`: the mock gateway over HTTP (mocks/server). The handlers are
// TypeScript with the app's path aliases, so Vite's module runner loads them, as it does
// for the dev server; nothing is bundled or copied.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.MOCK_PORT ?? 4010);
const stateFile = process.env.MOCK_STATE_FILE ?? `${root}.mock-gateway/state.json`;
// The dev server, vite preview and the e2e servers, on either loopback name.
const defaultOrigins = [5173, 4173, 4180, 4181]
  .flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`])
  .join(',');
const allowedOrigins = (process.env.MOCK_ALLOWED_ORIGINS ?? defaultOrigins)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const { module } = await runnerImport('/mocks/server/main.ts', {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: {
    alias: {
      '@': `${root}src`,
      '@mocks': `${root}mocks`,
    },
  },
});
// The e2e runner's reset, mailbox and price paths (mocks/server/testControls.ts): only when
// a test run asks for them, never in the server a person starts.
const testControls = process.env.MOCK_TEST_CONTROLS === '1';
// Fault switches as a page's query gives them: `npm run mock:server -- '?mockLateAnswer=/api/Cart:25000'`.
const faults = process.argv.slice(2).find((arg) => arg.startsWith('?'));
// Behind a proxy of ours (MOCK_TRUST_PROXY=1), the rate limits' source is the last address the
// proxy appended to X-Forwarded-For; otherwise the connection's address, whatever the header says.
const trustProxy = process.env.MOCK_TRUST_PROXY === '1';
const server = await module.startMockServer({
  port,
  stateFile,
  allowedOrigins,
  testControls,
  faults,
  trustProxy,
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
