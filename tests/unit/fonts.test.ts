import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const fonts = readFileSync('src/ui/fonts.css', 'utf8');
const tokens = readFileSync('src/ui/tokens.css', 'utf8');
const faces = [...fonts.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '');
const family = (face: string) => /font-family:\s*"([^"]+)"/.exec(face)?.[1];

test('text never waits for the web font: every face of it swaps', () => {
  const web = faces.filter((face) => family(face) === 'Plus Jakarta Sans Variable');
  expect(web.length).toBeGreaterThan(0);
  for (const face of web) expect(face).toMatch(/font-display:\s*swap/);
});

test('metric-matched local fallbacks come right after the web font in the font stack', () => {
  const stack = /--font-sans:\s*([^;]+);/
    .exec(tokens)?.[1]
    ?.split(',')
    .map((name) => name.trim());
  expect(stack?.slice(0, 3)).toEqual([
    '"Plus Jakarta Sans Variable"',
    '"Plus Jakarta Sans Fallback"',
    '"Plus Jakarta Sans Fallback DejaVu"',
  ]);
  for (const name of ['Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Fallback DejaVu']) {
    const face = faces.find((candidate) => family(candidate) === name) ?? '';
    expect(face).toMatch(/src:[^;]*local\(/);
    for (const metric of [
      'size-adjust',
      'ascent-override',
      'descent-override',
      'line-gap-override',
    ])
      expect(face).toMatch(new RegExp(`${metric}:\\s*[\\d.]+%`));
  }
});
