// @vitest-environment node

import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as inProcessMock } from '../node';
import { startMockServer } from './main';
import { MAX_BODY_BYTES } from './requestChecks';

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

interface Raw {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as given; several chunks go chunked, with no Content-Length. */
  body?: string | Buffer | Buffer[];
}

/** A request with the headers fetch will not let a caller set (Host), as a browser's could carry. */
function raw(url: string, { method = 'GET', headers = {}, body }: Raw = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may answer (413) before the whole body is written, and close.
    sent.on('error', (error) => reject(error));
    for (const chunk of Array.isArray(body) ? body : body === undefined ? [] : [body]) {
      sent.write(chunk);
    }
    sent.end();
  });
}

describe('the test controls answer this machine’s test runner only', () => {
  it.each([
    ['a foreign Host (a DNS-rebound name)', { Host: 'evil.example' }],
    ['a Host that only starts like the loopback', { Host: '127.0.0.1.evil.example' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['the null Origin of a sandboxed frame', { Origin: 'null' }],
  ])('refuses %s with 403, and changes nothing', async (_, headers) => {
    const base = await start(true);
    const reset = await raw(`${base}/__test/reset`, { method: 'POST', headers });
    expect(reset.status).toBe(403);
    expect(JSON.parse(reset.text).error_description).toBe(
      'Kontrol uji hanya untuk penguji di mesin ini.',
    );
    const price = await raw(`${base}/__test/product-price`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'BV-0001', price: 1 }),
    });
    expect(price.status).toBe(403);
    expect((await raw(`${base}/__test/mail`, { headers })).status).toBe(403);
  });

  it.each([
    [{ Host: 'localhost:4010' }],
    [{ Host: '[::1]' }],
    [{ Host: '127.0.0.1:9', Origin: 'http://localhost:5173' }],
    [{ Host: 'LOCALHOST', Origin: 'http://127.0.0.1:4180' }],
  ])('answers the loopback, any port: %j', async (headers) => {
    const base = await start(true);
    expect((await raw(`${base}/__test/mail`, { headers })).status).toBe(200);
  });

  it('reads a price change only as JSON (415 otherwise), charset allowed', async () => {
    const base = await start(true);
    const body = JSON.stringify({ code: 'nope', price: 1 });
    const asText = await raw(`${base}/__test/product-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(asText.status).toBe(415);
    const asJson = await raw(`${base}/__test/product-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body,
    });
    // Read and handed to the control, which knows no product 'nope'.
    expect(asJson.status).toBe(500);
  });
});

describe('request bodies', () => {
  const overLimit = Buffer.alloc(MAX_BODY_BYTES + 1, 'a');

  it.each([
    ['a gateway path', '/api/Cart'],
    ['the token endpoint', '/connect/token'],
    ['a test control', '/__test/product-price'],
  ])('over 1 MB are refused with 413 on %s, by their Content-Length', async (_, path) => {
    const base = await start(true);
    const answer = await raw(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(overLimit.length) },
      body: overLimit,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'payload_too_large' });
  });

  it('over 1 MB are refused with 413 when they come chunked, with no length to go by', async () => {
    const base = await start(false);
    const half = Buffer.alloc(MAX_BODY_BYTES / 2 + 1, 'a');
    const answer = await raw(`${base}/api/Cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: [half, half],
    });
    expect(answer.status).toBe(413);
  });

  it('are read as JSON only when sent as JSON: 415 in Indonesian otherwise', async () => {
    const base = await start(false);
    // Registration: public, so nothing but the body's type stands before reading it.
    const lines = JSON.stringify({});
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await raw(`${base}/api/Customer`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: lines,
      });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.text)).toEqual({
        error: 'unsupported_media_type',
        error_description: 'Kirim data dalam format JSON (Content-Type: application/json).',
      });
    }
    // With a charset, JSON is read (and the empty registration refused by its rules: 400).
    const json = await raw(`${base}/api/Customer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: lines,
    });
    expect(json.status).toBe(400);
  });
});
