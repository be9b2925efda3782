// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { APPLE_TOUCH_ICON, webAppManifest } from '../../scripts/app-icons.mjs';

// Issue 25, item 2: the shop can be put on a phone's home screen.
describe('the web app manifest', () => {
  const committed = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));

  test('is what scripts/app-icons.mjs writes from the shop and its tokens (no second copy)', () => {
    // After a change of name or colours: npm run app-icons
    expect(committed).toEqual(webAppManifest());
  });

  test("names the shop in Indonesian, opens at home on its own and wears the tokens' colours", () => {
    const tokens = readFileSync('src/ui/tokens.css', 'utf8');
    expect(committed).toMatchObject({
      lang: 'id',
      name: 'Kopi Nusantara — Blend Kopimu Sendiri',
      short_name: 'Kopi Nusantara',
      start_url: '/',
      display: 'standalone',
    });
    expect(tokens).toContain(`--color-espresso: ${committed.theme_color};`);
    expect(tokens).toContain(`--color-crema: ${committed.background_color};`);
  });

  test('has 192, 512 and maskable PNG icons, and index.html links it and the apple-touch-icon', () => {
    const icons: { src: string; sizes: string; purpose: string }[] = committed.icons;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const { src } of icons) expect(existsSync(`public${src}`), src).toBe(true);
    expect(existsSync(`public${APPLE_TOUCH_ICON}`)).toBe(true);
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`);
  });
});
