// @vitest-environment node

import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcessMock } from '../node';
import { startMockServer } from './main';

const SHOP = 'http://127.0.0.1:4173';
let dir = '';
const servers: Server[] = [];

async function start(testControls: boolean): Promise<string> {
  const server = await startMockServer({
    port: 0,
    stateFile: join(dir, `${testControls}.json`),
    allowedOrigins: [SHOP],
    testControls,
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kopi-mock-server-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});
// The unit tests' in-process mock would answer these calls itself; they must cross the wire.
beforeEach(() => {
  inProcessMock.use(http.all('http://127.0.0.1:*/*', () => passthrough()));
});

describe('npm run mock:server', () => {
  it('has no test controls unless the e2e runner asks for them', async () => {
    const plain = await start(false);
    expect((await fetch(`${plain}/__test/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${plain}/__test/mail`)).status).toBe(404);

    const forTests = await start(true);
    expect((await fetch(`${forTests}/__test/reset`, { method: 'POST' })).status).toBe(204);
    expect(await (await fetch(`${forTests}/__test/mail`)).json()).toEqual([]);
  });

  it("frames its sandbox payment page in the shop's pages only", async () => {
    const base = await start(false);
    const forShop = await fetch(`${base}/snap/pay/tok-1?parent=${encodeURIComponent(SHOP)}`);
    expect(forShop.status).toBe(200);
    expect(forShop.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors ${SHOP}$`),
    );
    expect(forShop.headers.get('x-frame-options')).toBeNull();

    const forOther = await fetch(`${base}/snap/pay/tok-1?parent=https://evil.example`);
    expect(forOther.status).toBe(403);
  });
});
