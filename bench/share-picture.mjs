#!/usr/bin/env node
// A shared blend's link-preview picture (issue 39: under 300 KB, drawn in under 200 ms by the
// mock server): its bytes, and the time `npm run mock:server` takes to answer
// GET /api/SharedBlend/{slug}/Picture on this machine, from the request to the last byte over
// loopback (the drawing is nearly all of it: nothing is cached, each answer is drawn anew).
//
//   node bench/share-picture.mjs [--runs=20] [--port=4620]
//
// Cold: the first picture of a freshly started server (its fonts and resvg not yet loaded),
// one server start per run, on one state file where Siti shared a blend. Warm: the same
// picture asked `runs` times more of the last server. Prints the medians (and min/max).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 20);
const port = option('port', 4620);
const gateway = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'kopi-share-picture-'));
const print = (line) => process.stdout.write(`${line}\n`);

/** Starts the mock server on the bench's state file; resolves once it answers. */
async function startMock() {
  const child = spawn(process.execPath, ['scripts/mock-server.mjs'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port), MOCK_STATE_FILE: join(dir, 'state.json') },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 300; tries += 1) {
    if (
      await fetch(`${gateway}/api/Category`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the mock server did not start on ${gateway}`);
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Siti makes a blend and shares it (as the builder and the share dialog do); gives its slug. */
async function shareABlend() {
  const login = await fetch(`${gateway}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'kopi-storefront',
      scope: 'kopi_api',
      username: '081234567890',
      password: 'Kopi!2024',
    }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const json = { ...auth, 'Content-Type': 'application/json' };
  const code = await (await fetch(`${gateway}/api/Product/NextCode`, { headers: auth })).json();
  const bean = (productCode, name) => ({ code: productCode, name, percentage: 50 });
  const product = {
    code,
    name: 'Pagi di Gayo bersama Temanggung',
    sellPrice: 98_000,
    ...{ width: 0, height: 0, length: 0, weight: 0, isSalesItem: true },
    productOptions: [
      bean('BN-GAYO-250', 'Arabika Gayo'),
      bean('BN-TMGR-250', 'Robusta Temanggung'),
      { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
    ],
    category: { name: 'Custom Blend', alias: 'CustomBlend' },
    uoMGroup: { code: 'BEAN-GR' },
  };
  const made = await fetch(`${gateway}/api/Product`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify([product]),
  });
  if (made.status !== 201) throw new Error(`POST /api/Product answered ${made.status}`);
  const shared = await fetch(`${gateway}/api/SharedBlend`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ productCode: code }),
  });
  return (await shared.json()).slug;
}

/** One picture: milliseconds to its last byte, and its size. */
async function picture(slug) {
  const started = performance.now();
  const answer = await fetch(`${gateway}/api/SharedBlend/${slug}/Picture`);
  const bytes = (await answer.arrayBuffer()).byteLength;
  if (answer.status !== 200) throw new Error(`the picture answered ${answer.status}`);
  return { ms: performance.now() - started, bytes };
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median =
    (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `median ${ms(median)} (min ${ms(sorted[0])}, max ${ms(sorted.at(-1))}, n=${sorted.length})`;
};

try {
  let server = await startMock();
  const slug = await shareABlend();
  await stop(server);
  const cold = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    server = await startMock();
    const first = await picture(slug);
    cold.push(first.ms);
    bytes = first.bytes;
    if (run < runs - 1) await stop(server);
  }
  const warm = [];
  for (let run = 0; run < runs; run += 1) warm.push((await picture(slug)).ms);
  await stop(server);
  print(
    `share picture of /blend/${slug}: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KB), 1200x630 PNG`,
  );
  print(`cold (first of a fresh server): ${summary(cold)}`);
  print(`warm:                           ${summary(warm)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
