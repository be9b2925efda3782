import { describe, expect, test } from 'vitest';
import { usesMockGateway, type ViteRun } from '../../scripts/mockFlag.mjs';

const run = (over: Partial<ViteRun>): ViteRun => ({
  command: 'build',
  mode: 'production',
  flag: undefined,
  isStorybook: false,
  ...over,
});

describe('which gateway a Vite run embeds', () => {
  test('`npm run build` is the production build: real gateway', () => {
    expect(usesMockGateway(run({}))).toBe(false);
    expect(usesMockGateway(run({ flag: '' }))).toBe(false);
  });

  test('`npm run dev`, the demo build and Storybook run on the mock', () => {
    expect(usesMockGateway(run({ command: 'serve', mode: 'development' }))).toBe(true);
    expect(usesMockGateway(run({ mode: 'demo' }))).toBe(true);
    expect(usesMockGateway(run({ isStorybook: true }))).toBe(true);
  });

  test('previewing a build changes nothing in it, so it adds no mock', () => {
    expect(usesMockGateway(run({ command: 'serve', isPreview: true }))).toBe(false);
  });

  test("'true' and 'false' decide over the default", () => {
    expect(usesMockGateway(run({ flag: 'true' }))).toBe(true);
    expect(usesMockGateway(run({ mode: 'demo', flag: 'false' }))).toBe(false);
    expect(usesMockGateway(run({ command: 'serve', mode: 'development', flag: 'false' }))).toBe(
      false,
    );
  });

  test.each(['0', 'no', 'FALSE', 'off', 'True', 'yes', '1'])(
    'any other value (%j) stops the build with one clear message',
    (flag) => {
      expect(() => usesMockGateway(run({ flag }))).toThrow(
        `VITE_USE_MOCKS must be 'true' or 'false'`,
      );
    },
  );
});
