#!/usr/bin/env node
// Screenshots of pages at phone and desktop sizes in Debian's Chromium, to look at what
// was built. Start a server first (`npm run dev`, or `npm run build:demo && npm run preview`
// for the demo build), then:
//   node scripts/screenshots.mjs [--base http://127.0.0.1:5173] [--out /tmp/shots]
//        [--login 081234567890] [--full] / /products ...
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const base = option('--base', 'http://127.0.0.1:5173');
const out = option('--out', '/tmp/shots');
const login = option('--login', null);
const fullPage = flag('--full');
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
const sizes = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
];
for (const size of sizes) {
  const context = await browser.newContext({
    ...size,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  if (login) {
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'No. Telp', exact: true }).fill(login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kopi!2024');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Okay!' }).click();
    await page.waitForURL('**/main/profile');
  }
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const file = join(out, `${size.name}${path.replaceAll('/', '_') || '_home'}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await context.close();
}
await browser.close();
