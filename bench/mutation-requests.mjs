#!/usr/bin/env node
// Requests to the gateway, and time from press to answer, of one add to cart and one checkout
// (issue 35, item 2), for one or more trees in the same run: the production build of each
// (`dist-http/`, made with `MOCK_PORT=<its gateway port> npm run build:http`) under
// `vite preview`, against that tree's own `npm run mock:server`, in Debian's Chromium.
//
//   node bench/mutation-requests.mjs old=/tmp/old-86956e9:4793 new=.:4792 [--runs=5]
//
// Each tree's shop is at 127.0.0.1:<gateway port + 2000>. Siti signs in through the form;
// every run opens Drip Bag Gayo Wine's page, adds a box twice (the second measured: the first
// of a page reads the taxes) and then pays her cart online (JNE REG), runs alternating between
// the trees; the first run of each is a warm-up. Counted: the gateway API requests from the
// press that starts the action (the form's '+ Keranjang', which asks 'Kamu yakin?'; 'Lanjut
// Pembayaran') until the mutation's answer came, and until a second after the answer is on
// screen ('Berhasil!', the payment page). Timed: the confirming press to that answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const trees = args
  .filter((a) => !a.startsWith('--'))
  .map((spec) => {
    const [label, rest] = spec.split('=');
    const [dir, port] = rest.split(':');
    const gatewayPort = Number(port);
    return {
      label,
      dir: resolve(dir),
      gateway: `http://127.0.0.1:${gatewayPort}`,
      shop: `http://127.0.0.1:${gatewayPort + 2000}`,
    };
  });
if (trees.length === 0) {
  process.stderr.write('usage: node bench/mutation-requests.mjs <label>=<tree>:<gateway port> …\n');
  process.exit(2);
}

const SITI = { phone: '081234567890', password: 'Kopi!2024' };
const SETTLE_MS = 1000;
const print = (line) => process.stdout.write(`${line}\n`);

/** Starts `command` in `cwd` and resolves once `url` answers (someone else's server there fails). */
async function start(command, argv, cwd, env, url) {
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${url} is taken: choose other ports`);
  const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`${url} never answered`);
}

/**
 * The gateway's API requests of `page` from `open` (the press that starts the action: a read
 * made while its question is read counts) until the mutation's answer (`mutation`: its method
 * and path) has come, and until a second after the answer is on screen (the refreshes after
 * it); the time from `confirm` (the press that sends) until `answered` resolves.
 */
async function measure(page, gateway, { open, confirm, mutation, answered }) {
  const sent = [];
  let untilAnswer = null;
  let answeredAt = null;
  const count = (request) => {
    const url = new URL(request.url());
    if (!request.url().startsWith(gateway) || !url.pathname.startsWith('/api/')) return;
    if (request.method() !== 'OPTIONS') sent.push(`${request.method()} ${url.pathname}`);
  };
  const answeredMutation = (response) => {
    const request = response.request();
    if (
      untilAnswer === null &&
      request.method() === mutation[0] &&
      new URL(request.url()).pathname === mutation[1]
    ) {
      untilAnswer = sent.slice();
      answeredAt = performance.now();
    }
  };
  page.on('request', count);
  page.on('response', answeredMutation);
  await open?.();
  const t0 = performance.now();
  await confirm();
  await answered();
  const ms = performance.now() - t0;
  await page.waitForTimeout(SETTLE_MS);
  page.off('request', count);
  page.off('response', answeredMutation);
  return {
    ms,
    toAnswer: (answeredAt ?? Number.NaN) - t0,
    untilAnswer: untilAnswer ?? [],
    withRefreshes: sent.length,
  };
}

/** The product page once, for the runs' adds: its first add reads the taxes, later ones not. */
async function openProduct(page, tree) {
  await page.goto(`${tree.shop}/products/drip-bag-gayo-wine/DR-GAYO-5`);
  await page.getByRole('heading', { level: 1, name: 'Drip Bag Gayo Wine' }).waitFor();
}

async function addToCart(page, tree) {
  await page.getByRole('main').getByRole('button', { name: '+ Keranjang' }).click();
  const form = page.getByRole('dialog');
  const add = form.getByRole('button', { name: '+ Keranjang' });
  await add.waitFor();
  const question = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  const yes = question.getByRole('button', { name: 'Ya, Tambahkan' });
  const done = page.getByRole('alertdialog', { name: 'Berhasil!' });
  const figures = await measure(page, tree.gateway, {
    open: async () => {
      await add.click();
      await yes.waitFor();
    },
    confirm: () => yes.click(),
    mutation: ['POST', '/api/Cart'],
    answered: () => done.waitFor(),
  });
  await done.getByRole('button', { name: 'Okay!' }).click();
  await done.waitFor({ state: 'hidden' });
  await form.waitFor({ state: 'hidden' });
  return figures;
}

async function choose(page, name) {
  const radio = page.getByRole('radio', { name });
  await radio.waitFor();
  await page.locator('label').filter({ has: radio }).click();
}

async function checkout(page, tree) {
  await page.goto(`${tree.shop}/main/checkout`);
  await choose(page, 'Jalur Nugraha Ekakurir (JNE)');
  await choose(page, /^REG · Layanan Reguler/);
  const pay = page.getByRole('button', { name: 'Lanjut Pembayaran' });
  await pay.waitFor();
  for (let i = 0; i < 100 && !(await pay.isEnabled()); i += 1) await page.waitForTimeout(50);
  // No question: the press sends.
  return measure(page, tree.gateway, {
    confirm: () => pay.click(),
    mutation: ['POST', '/api/SalesInvoice/Online'],
    answered: () =>
      page
        .getByText('Pesananmu sudah dibuat. Selesaikan pembayaran di halaman pembayaran.')
        .waitFor(),
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const stateDir = mkdtempSync(join(tmpdir(), 'kopi-bench-mutations-'));
const servers = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const tree of trees) {
    const port = new URL(tree.gateway).port;
    servers.push(
      await start(
        'node',
        ['scripts/mock-server.mjs'],
        tree.dir,
        {
          MOCK_PORT: port,
          MOCK_STATE_FILE: join(stateDir, `${tree.label}.json`),
          MOCK_ALLOWED_ORIGINS: tree.shop,
        },
        `${tree.gateway}/api/Category`,
      ),
      await start(
        join(tree.dir, 'node_modules/.bin/vite'),
        ['preview', '--strictPort', '--port', new URL(tree.shop).port, '--outDir', 'dist-http'],
        tree.dir,
        {},
        tree.shop,
      ),
    );
    // Every answer over the wire: the build's own service worker would keep some.
    // Dialogs without their animations: what is timed is the shop's work, not the motion's.
    tree.context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
    tree.page = await tree.context.newPage();
    await tree.page.goto(`${tree.shop}/login`);
    await tree.page.getByRole('textbox', { name: 'No. Telp', exact: true }).fill(SITI.phone);
    await tree.page.getByRole('textbox', { name: 'Password', exact: true }).fill(SITI.password);
    await tree.page.getByRole('button', { name: 'Login', exact: true }).click();
    const welcome = tree.page.getByRole('alertdialog', { name: 'Selamat datang kembali!' });
    await welcome.getByRole('button', { name: 'Okay!' }).click();
    await tree.page.waitForURL((url) => url.pathname === '/main/profile');
    tree.adds = [];
    tree.checkouts = [];
  }
  for (let run = 0; run <= runs; run += 1) {
    for (const tree of trees) {
      // The page's first add reads the taxes once (both trees); the second is measured.
      await openProduct(tree.page, tree);
      await addToCart(tree.page, tree);
      const add = await addToCart(tree.page, tree);
      const placed = await checkout(tree.page, tree);
      // Run 0 warms up: the calls' chunks come into the HTTP cache.
      if (run > 0) {
        tree.adds.push(add);
        tree.checkouts.push(placed);
      }
    }
  }
  print(
    '| tree | action | API requests, press → the mutation answered | with the refreshes (+1 s) | confirming press → mutation answered, median (min–max) | confirming press → answer on screen, median (min–max) |',
  );
  print('| --- | --- | --- | --- | --- | --- |');
  for (const tree of trees) {
    for (const [action, list] of [
      ['add to cart', tree.adds],
      ['checkout (place order)', tree.checkouts],
    ]) {
      const spread = (values) =>
        `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
      print(
        `| ${tree.label} | ${action} | ${median(list.map((m) => m.untilAnswer.length))} (${list[0].untilAnswer.join(', ')}) | ${median(list.map((m) => m.withRefreshes))} | ${spread(list.map((m) => m.toAnswer))} | ${spread(list.map((m) => m.ms))} |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  rmSync(stateDir, { recursive: true, force: true });
}
