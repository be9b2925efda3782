import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewWithoutGateway, test } from './support';

/**
 * The production build (`npm run build`: dist/, or E2E_PRODUCTION_DIST) as a deployer ships
 * it, served by the calling spec beside the demo's server on the port `portOffset` above
 * E2E_PORT. No gateway answers there (every call is a 503 from that server). `needs`: the
 * file of the build the spec cannot do without; `copy`: serve a copy, which the spec may
 * change. Registers the server's start and stop around the calling spec's tests.
 */
export function serveProductionBuild(
  portOffset: number,
  { needs = 'index.html', copy = false }: { needs?: string; copy?: boolean } = {},
) {
  const productionDir = process.env.E2E_PRODUCTION_DIST ?? 'dist';
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + portOffset}`;
  let served = productionDir;
  let server: Awaited<ReturnType<typeof previewWithoutGateway>> | undefined;

  test.beforeAll(async () => {
    if (!existsSync(join(productionDir, needs)))
      throw new Error(
        `${productionDir}/ has no production build (${needs}): run \`npm run build\``,
      );
    if (copy) {
      served = mkdtempSync(join(tmpdir(), 'kopi-production-'));
      cpSync(productionDir, served, { recursive: true });
    }
    server = await previewWithoutGateway(served, origin);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (copy) rmSync(served, { recursive: true, force: true });
  });

  return {
    origin,
    /** The folder served: the build itself, or its copy. */
    servedDir: () => served,
  };
}
