import type { KnipConfig } from 'knip';
import { TEST_KIT_GLOBS } from './scripts/house-rules.mjs';

// `npm run knip`: unused files, exports and dependencies fail `npm test`. Its plugins read the
// entry points from the tools' own configs: the unit test files and tests/setup.ts (vitest),
// tests/e2e (playwright), .storybook and every *.stories.tsx (storybook); the story kit and
// mocks/ are reached from those, the app from index.html.
//
// A pattern ending in `!` is also production code: `knip --production --files` (run by
// scripts/house-rules.mjs, the step after this one) starts from those entries alone, without
// tests, stories, mocks and scripts, and so reports a file of src that only stories or tests
// import. The feature's test kits (testOrders.ts, ordersStory.ts…) are left out of it.
const config: KnipConfig = {
  entry: [
    // The app: index.html loads src/main.tsx.
    'index.html!',
    'vite.config.ts!',
    // Run by npm scripts or by hand (screenshots.mjs); each is a program of its own.
    'scripts/*.mjs',
    // Loaded by scripts/mock-server.mjs through Vite's module runner, by its path.
    'mocks/server/main.ts',
    // Bundled for the browser by mocks/server/sandboxPayment.ts (the HTTP mock's payment
    // sandbox), by their paths.
    'mocks/payment/sandboxSnap.ts',
    'mocks/payment/sandboxPage.ts',
    // The e2e specs' preview with the gateway down (`vite preview --config`, by its path).
    'tests/e2e/gatewayDown.vite.config.ts',
    // Built for Node and run by scripts/prerender.mjs (a plugin of every app build), by its path.
    'src/app/prerender.tsx!',
    // Every page's declaration, which the route table lists through virtual:pages
    // (scripts/pageRoutes.mjs), a module knip cannot follow.
    'src/{app,features/*}/*.page.ts!',
  ],
  // Its plugin would evaluate vite.config.ts, which prints the build banner once per mode it
  // tries; the two entries above give knip the same files without the noise.
  vite: false,
  // Its plugin only names vite.config.ts again, an entry above already.
  'vite-plugin-pwa': false,
  project: [
    'src/**/*.{ts,tsx,css}!',
    ...TEST_KIT_GLOBS.map((glob) => `!${glob}!`),
    'mocks/**/*.ts',
    'tests/**/*.{ts,tsx}',
    '.storybook/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,mts}',
  ],
  // Stylesheets are modules too: what a .css file imports (@import, url()) counts, such as the
  // self-hosted font files src/ui/fonts.css takes from @fontsource-variable/plus-jakarta-sans.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']|url\(\s*["']?([^"')]+)["']?\s*\)/g)]
        .map((match) => `import '${match[1] ?? match[2]}';`)
        .join('\n'),
  },
  // scripts/check-contract.mjs and mocks/testing/contract.ts run the Redocly CLI by its path
  // in node_modules (a spawned program, not an import), which knip cannot see; the mock
  // server's preview picture (mocks/server/sharePicture.ts) reads font files by their paths.
  ignoreDependencies: ['@redocly/cli', '@expo-google-fonts/plus-jakarta-sans'],
  // scripts/house-rules.mjs asks this workplace's `duplicates` command for its count where it
  // is installed, and says so and skips it where it is not: no package provides it.
  ignoreBinaries: ['duplicates'],
  // A type or interface exported beside the component or function whose signature uses it is
  // part of that signature (ButtonProps next to Button): reported only when nothing in its own
  // file uses it either.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
