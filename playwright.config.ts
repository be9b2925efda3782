import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT / E2E_DIST let several people run the suite at once against their own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist-demo';

// The journeys run against `vite preview` of the demo build (`npm run build:demo`: the
// production bundle with the mock gateway embedded), in Debian's Chromium: no browser is
// downloaded. production.spec.ts serves the production build (`npm run build`, dist/ or
// E2E_PRODUCTION_DIST) itself, on the port after E2E_PORT.
export default defineConfig({
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
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
