import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { pageRoutes } from './scripts/pageRoutes.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@kit': fileURLToPath(new URL('./tests/kit', import.meta.url)),
};

export default defineConfig({
  // The mock gateway is the tests' and stories' backend, as in `npm run dev` (vite.config.ts).
  define: { 'import.meta.env.VITE_USE_MOCKS': JSON.stringify('true') },
  // pageRoutes: the route table's list of pages (virtual:pages), as in the app's builds.
  plugins: [react(), msw({ mode: 'worker-only' }), pageRoutes()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // The property tests (fast-check) run hundreds of cases: 3.5 s alone, 7 s on a busy
          // 2-core machine. A limit here guards against a hang, never measures speed.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page
        // and the run fails on a fresh checkout (CI).
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'jotai',
            'jotai/utils',
            'wouter',
            'wouter/memory-location',
            'react-aria-components',
            'react-aria/useTabList',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod',
            'qrcode.react',
            'dompurify',
            'openapi-fetch',
            'msw',
            'msw/browser',
            'msw-storybook-addon',
            '@msw/data',
            'storybook/test',
          ],
        },
        test: {
          name: 'stories',
          testTimeout: 20_000,
          // One page for every story file. Each story is a fresh page view already (the
          // preview's beforeEach: seed data, no faults, nothing stored, its own session); a
          // fresh iframe per file only loaded the preview, started the mock's worker and
          // evaluated the app again, 160 times: about a quarter of the stories' time here
          // (issue 35). All 160 files pass without it.
          isolate: false,
          // One retry for a story that loses a race with an animation on a busy 2-core CI
          // machine; a story that fails twice still fails the run.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
