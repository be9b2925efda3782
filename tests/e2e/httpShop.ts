import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewBuild, startHttpMock, type startServer, test } from './support';

/**
 * The production build against `npm run mock:server`, as a deployment runs it: real HTTP to
 * another origin, real cookies. `portOffset` keeps each spec's shop on a port of its own
 * above E2E_PORT. Registers the servers' start and stop around the calling spec's tests.
 * `testControls`: the gateway's outbox is readable (`GET /__test/mail`: a code sent to a phone).
 */
export function serveHttpShop(portOffset: number, { testControls = false } = {}) {
  const httpDir = process.env.E2E_HTTP_DIST ?? 'dist-http';
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  const gateway = `http://127.0.0.1:${mockPort}`;
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + portOffset}`;
  let stateDir = '';
  let shop: Awaited<ReturnType<typeof startServer>> | undefined;
  let mock: Awaited<ReturnType<typeof startServer>> | undefined;

  const startMock = () =>
    startHttpMock(gateway, { origin, stateFile: join(stateDir, 'state.json'), testControls });

  test.beforeAll(async () => {
    if (!existsSync(join(httpDir, 'index.html')))
      throw new Error(`${httpDir}/ has no build: run \`npm run build:http\` first`);
    stateDir = mkdtempSync(join(tmpdir(), 'kopi-mock-'));
    mock = await startMock();
    shop = await previewBuild(httpDir, origin);
  });

  test.afterAll(async () => {
    await shop?.stop();
    await mock?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  // The production build's own service worker (scripts/shopWorker.mjs) would answer some of
  // these journeys' reads from its cache: its behaviour has its own spec (pwa.spec.ts), and
  // here every answer comes over the wire.
  test.use({ baseURL: origin, serviceWorkers: 'block' });

  return {
    gateway,
    origin,
    /** Stops the gateway and starts it again on the same state file. */
    restartMock: async () => {
      await mock?.stop();
      mock = await startMock();
    },
  };
}
