// @vitest-environment node

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_PAIR_LIMIT } from '../domain/loginThrottle';
import { handlers } from '../handlers';
import { SOURCE_HEADER } from '../http/source';
import { server as inProcessMock } from '../node';
import { passwordLogin } from '../testing/payloads';
import { fileStore } from './fileStore';
import { mockHttpListener } from './http';

const SHOP = 'http://127.0.0.1:4173';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(mockHttpListener({ handlers, allowedOrigins: [SHOP] }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The unit tests' in-process mock (tests/setup.ts) would answer these calls itself; they
// must cross the wire to the server under test.
beforeEach(() => {
  inProcessMock.use(http.all(`${base}/*`, () => passthrough()));
});

describe('the mock gateway over HTTP', () => {
  it('answers a contract call as the browser mock does, with CORS for the shop', async () => {
    const response = await fetch(`${base}/api/Category`, { headers: { Origin: SHOP } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const categories = (await response.json()) as { alias: string }[];
    expect(categories.map((c) => c.alias)).toContain('Beans');
  });

  it('passes a request body through: a wrong password is refused with the gateway error body', async () => {
    const response = await fetch(`${base}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(passwordLogin('081234567890', 'salah-sekali', 'kopi_api')),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers the preflight of a signed-in call from the shop, and no other origin', async () => {
    const allowed = await fetch(`${base}/api/Cart`, {
      method: 'OPTIONS',
      headers: { Origin: SHOP, 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    // A creating call's key (gateway.yaml): without it the browser would refuse to send one.
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    const foreign = await fetch(`${base}/api/Category`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets the shop's page read a 429's Retry-After", async () => {
    const ask = () =>
      fetch(`${base}/api/Account/PasswordReset/Code`, {
        method: 'POST',
        headers: { Origin: SHOP, 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNumber: '089955556666' }),
      });
    for (let request = 1; request <= 3; request += 1) expect((await ask()).status).toBe(202);
    const slowed = await ask();
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(slowed.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it("lets the shop's page read that a creating call's answer was given again under its key", async () => {
    const answer = await fetch(`${base}/api/Category`, { headers: { Origin: SHOP } });
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Idempotent-Replayed/);
  });

  it('answers 404 in the gateway error shape where no handler answers', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe("the rate limits' source over HTTP", () => {
  const failedLogin = (at: string, headers: Record<string, string>) =>
    fetch(`${at}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(passwordLogin('081234567890', 'salah-sekali', 'kopi_api')),
    });

  it('is the connection’s address: a source header or X-Forwarded-For from the client changes nothing', async () => {
    for (let failure = 0; failure < LOGIN_PAIR_LIMIT.max; failure += 1) {
      const response = await failedLogin(base, {
        [SOURCE_HEADER]: `203.0.113.${failure}`,
        'X-Forwarded-For': `198.51.100.${failure}`,
      });
      expect(response.status).toBe(400);
    }
    const locked = await failedLogin(base, { [SOURCE_HEADER]: '203.0.113.99' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).not.toBeNull();
  });

  it('is the proxy’s last X-Forwarded-For address when the server is told to trust its proxy', async () => {
    const proxied = createServer(
      mockHttpListener({ handlers, allowedOrigins: [SHOP], trustProxy: true }),
    );
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
    inProcessMock.use(http.all(`${at}/*`, () => passthrough()));
    try {
      for (let failure = 0; failure < LOGIN_PAIR_LIMIT.max; failure += 1) {
        await failedLogin(at, { 'X-Forwarded-For': 'spoofed, 203.0.113.5' });
      }
      expect((await failedLogin(at, { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(429);
      expect((await failedLogin(at, { 'X-Forwarded-For': '203.0.113.6' })).status).toBe(400);
    } finally {
      await new Promise<void>((resolve) => proxied.close(() => resolve()));
    }
  });
});

describe('the file the HTTP mock keeps its state in', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kopi-store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps every key across a restart, the last write winning', async () => {
    const path = join(dir, 'nested', 'state.json');
    const first = fileStore(path);
    await Promise.all([first.write('database', { v: 1 }), first.write('database', { v: 2 })]);
    await first.write('faults', { offline: false });
    const restarted = fileStore(path);
    expect(await restarted.read('database')).toEqual({ v: 2 });
    expect(await restarted.read('faults')).toEqual({ offline: false });
  });

  it('starts empty from a damaged file instead of failing', async () => {
    const path = join(dir, 'damaged.json');
    await fileStore(join(dir, 'other.json')).write('x', 1);
    await import('node:fs/promises').then((fs) => fs.writeFile(path, '{"database": '));
    expect(await fileStore(path).read('database')).toBeUndefined();
    expect(JSON.parse(await readFile(join(dir, 'other.json'), 'utf8'))).toEqual({ x: 1 });
  });
});
