import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import type { ShopOptions } from './tests/e2e/support';

// E2E_PORT / E2E_DIST let several people run the suite at once against their own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist-demo';

// Project `http`: the production build against the HTTP mock gateway (`npm run build:http`
// bakes MOCK_PORT into dist-http), on the port E2E_PORT + 6 (+1 to +5 and +7 are the specs
// that start servers of their own). tests/e2e/support.ts starts both servers for the project
// and resets the gateway before each test. The shop is on `localhost`, the gateway on
// 127.0.0.1: another host, as a deployed gateway is (api.example beside the shop), so the
// shop's cookies stay with the shop (on one host, cookies ignore the port and would reach
// the gateway, which no deployment gives).
const httpShop = {
  origin: `http://localhost:${port + 6}`,
  gateway: `http://127.0.0.1:${Number(process.env.MOCK_PORT ?? 4010)}`,
  outDir: process.env.E2E_HTTP_DIST ?? 'dist-http',
};
/**
 * The journeys that prove the production build's wiring (issue 13): guest browse; register,
 * activate, log in; each category's product; cart edit; checkout with delivery and payment;
 * QR at a branch; order history and re-buy; address book; custom blend; logout. Demo-only
 * specs (the dev panel, `?mock` switches, the demo's faults, the XSS plant, the demo build's
 * pre-rendering) and the specs that serve the production build themselves stay out.
 */
const JOURNEYS_ON_THE_PRODUCTION_BUILD =
  /\/(accounts|addresses|blend|catalogue|orders|profile|selling|shared-blend)\.spec\.ts$/;

/**
 * The phone size runs only what a phone changes (issue 35: each rule once): the add-to-cart
 * form is a bottom sheet there and the navigation a bottom bar, so focus in dialogs, a purchase
 * by keyboard, reduced motion, the analytics notice above the cart's bar, a press before the
 * app took over (a phone's problem: slow CPU, thumb ready), the dev panel's dock, and the
 * pre-rendered pages hydrating and showing their header at that size. Everything else runs
 * once, at desktop size: a route, a server's answer, a fault, the production build and its
 * worker, the XSS corpus. In the specs listed here a test whose rule is size-blind is tagged
 * `@size-blind` and runs at desktop size only. Each is listed here, not skipped inside its
 * spec, so a skipped copy starts no server either.
 */
const PHONE_SIZE_MATTERS =
  /\/(a11y-dialogs|a11y-motion|keyboard|analytics|early-taps|demo|prerender)\.spec\.ts$/;
/** A press made before the app took over is a phone's problem (slow CPU, thumb ready): once, there. */
const PHONE_ONLY = /\/early-taps\.spec\.ts$/;

/**
 * Each journey runs once, on the production build at desktop size (http). On the demo build
 * at phone size they checked the same rules with the same screens a second time (about four
 * minutes); what a phone changes in them is the sheet and the bottom bar, which the phone
 * project's keyboard purchase, dialogs and motion specs walk through.
 */
const DESKTOP_IGNORES = [PHONE_ONLY, JOURNEYS_ON_THE_PRODUCTION_BUILD];

/** The desktop size every project but the phone's runs at. */
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  launchOptions: chromiumLaunchOptions,
};

// The journeys run against `vite preview` of the demo build (`npm run build:demo`: the
// production bundle with the mock gateway embedded), in Debian's Chromium: no browser is
// downloaded. production.spec.ts serves the production build (`npm run build`, dist/ or
// E2E_PRODUCTION_DIST) itself, on the port after E2E_PORT.
export default defineConfig<ShopOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }],
    ['./tests/e2e/summaryReporter.ts'],
  ],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off', launchOptions: chromiumLaunchOptions },
  webServer: {
    command: `node_modules/.bin/vite preview --strictPort --port ${port} --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  projects: [
    { name: 'desktop', testIgnore: DESKTOP_IGNORES, use: DESKTOP },
    {
      name: 'mobile',
      testMatch: PHONE_SIZE_MATTERS,
      grepInvert: /@size-blind/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // The journeys, once: the production build's wiring at desktop size.
      name: 'http',
      testMatch: JOURNEYS_ON_THE_PRODUCTION_BUILD,
      use: {
        ...DESKTOP,
        baseURL: httpShop.origin,
        httpShop,
        // Every answer over the wire, not from the production build's own service worker
        // (scripts/shopWorker.mjs), whose behaviour tests/e2e/pwa.spec.ts checks.
        serviceWorkers: 'block',
      },
    },
  ],
});
