// Which gateway a Vite run talks to: the embedded mock or a real one. Kept apart from
// vite.config.ts so the rule can be tested on its own (tests/unit/mockFlag.test.ts).

/** The mode of `npm run build:demo`: a build on the mock gateway, for e2e, preview and benchmarks. */
export const DEMO_MODE = 'demo';

/**
 * True when the run embeds the mock gateway. VITE_USE_MOCKS=true or false decides; unset (or
 * empty), the dev server, Storybook and the demo mode mock, and every other build (the
 * production build of `npm run build`) talks to a real gateway. Any other value stops the
 * run: a typo must not decide which gateway a deployed shop talks to.
 * @param {import('./mockFlag.d.mts').ViteRun} run
 * @returns {boolean}
 */
export function usesMockGateway({ command, mode, isPreview, flag, isStorybook }) {
  const value = flag?.trim() ?? '';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value !== '') {
    throw new Error(
      `VITE_USE_MOCKS must be 'true' or 'false' (or unset for the default of the command: mock for \`npm run dev\` and \`npm run build:demo\`, real gateway for \`npm run build\`), not ${JSON.stringify(flag)}.`,
    );
  }
  return (command === 'serve' && !isPreview) || mode === DEMO_MODE || isStorybook;
}
