// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  houseRuleFailures,
  isProductFile,
  lineCount,
  MAX_DUPLICATE_PAIRS,
} from '../../scripts/house-rules.mjs';

// Issue 35, item 5: the house rules npm test keeps (docs/house-rules.md).
describe('what counts as a product file', () => {
  test.each([
    'src/api/client.ts',
    'src/features/cart/CartScreen.tsx',
    'src/features/orders/testimonial.ts',
  ])('%s is one', (path) => {
    expect(isProductFile(path)).toBe(true);
  });

  test.each([
    'src/features/cart/CartScreen.stories.tsx',
    'src/api/client.test.ts',
    'src/app/routes.test.tsx',
    'src/api/schema.d.ts',
    'src/features/orders/testOrders.ts',
    'src/features/blogs/storyFixtures.ts',
    'src/features/orders/ordersStory.ts',
    'src/ui/layout.module.css',
    'mocks/handlers/cart.ts',
    'tests/kit/story.tsx',
  ])('%s is not', (path) => {
    expect(isProductFile(path)).toBe(false);
  });
});

test('lines are counted as wc -l counts them', () => {
  expect(lineCount('')).toBe(0);
  expect(lineCount('a\nb\n')).toBe(2);
  expect(lineCount('a\nb')).toBe(2);
});

describe('the failures', () => {
  const clean = {
    files: [{ path: 'src/api/client.ts', lines: 250 }],
    readmeLines: 200,
    testOnly: [],
    duplicatePairs: MAX_DUPLICATE_PAIRS,
  };

  test('none at the limits, and none for duplicates where the tool is not installed', () => {
    expect(houseRuleFailures(clean)).toEqual([]);
    expect(houseRuleFailures({ ...clean, duplicatePairs: null })).toEqual([]);
  });

  test('one duplicate pair over the limit is one too many (issue 35; lowered as pairs go)', () => {
    const over = MAX_DUPLICATE_PAIRS + 1;
    expect(houseRuleFailures({ ...clean, duplicatePairs: over })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^duplicates finds ${over} pairs .* over ${MAX_DUPLICATE_PAIRS}: run \`duplicates --change`,
        ),
      ),
    ]);
  });

  test('each names the file and what to do', () => {
    const failures = houseRuleFailures({
      files: [{ path: 'src/api/client.ts', lines: 251 }],
      readmeLines: 201,
      testOnly: [
        'src/lib/breakpoints.ts',
        'src/features/orders/testOrders.ts',
        'src/ui/Old.module.css',
      ],
    });
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(/^src\/api\/client\.ts has 251 lines, over the 250 .*: split it/);
    expect(failures[1]).toMatch(/^README\.md has 201 lines, over 200: move detail into .*docs\//);
    expect(failures[2]).toMatch(
      /^src\/lib\/breakpoints\.ts is imported only by stories or tests .*: delete it/,
    );
    expect(failures[3]).toMatch(/^src\/ui\/Old\.module\.css is loaded only by stories or tests/);
  });
});
