#!/usr/bin/env node
// `npm run app-icons` (issue 25): what puts the shop on a phone's home screen, from its logo
// (public/favicon.svg) and its design tokens (src/ui/tokens.css), drawn as
// scripts/share-image.mjs draws the share image:
//   public/icons/icon-192.png, icon-512.png   the logo as it is (rounded, see-through corners)
//   public/icons/maskable-512.png             the bean inside the safe circle on the
//                                             espresso ground, for launchers that cut a shape
//   public/icons/apple-touch-icon.png         180×180, square: iOS rounds it itself
//   public/manifest.webmanifest               the web app manifest (index.html links it)
// Run again when the logo, the name or the colours change; tests/unit/appManifest.test.ts
// keeps the committed manifest equal to webAppManifest().
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_DESCRIPTION, SHOP_NAME, SHOP_TITLE } from '../src/lib/shop.ts';
import { pngFromHtml } from './pngFromHtml.mjs';

const root = resolve(import.meta.dirname, '..');

/** The value of one colour token of src/ui/tokens.css (`--color-espresso` → '#24160f'). */
export function designToken(name) {
  const css = readFileSync(join(root, 'src', 'ui', 'tokens.css'), 'utf8');
  const value = new RegExp(`^\\s*${name}:\\s*(#[\\da-f]{3,8})\\s*;`, 'imu').exec(css)?.[1];
  if (!value) throw new Error(`src/ui/tokens.css has no colour ${name}`);
  return value.toLowerCase();
}

/** The icons the manifest names, as the site serves them. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The web app manifest: the shop's name, its colours (the page's and the ink's), its icons. */
export function webAppManifest() {
  return {
    id: '/',
    name: SHOP_TITLE,
    short_name: SHOP_NAME,
    description: SHOP_DESCRIPTION,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The bar above the shop is the header's espresso (index.html's theme-color); the splash
    // screen is the page's crema.
    theme_color: designToken('--color-espresso'),
    background_color: designToken('--color-crema'),
    icons: APP_ICONS,
  };
}

function drawIcons() {
  const logo = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
  const espresso = designToken('--color-espresso');
  /** The logo at `logoSize` px in the middle of a `size` px picture on `ground`. */
  const icon = (size, logoSize, ground) => `<!doctype html><html><head><meta charset="utf-8">
<style>html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden;
  background: ${ground}; display: grid; place-items: center; }
svg { width: ${logoSize}px; height: ${logoSize}px; display: block; }</style></head>
<body>${logo}</body></html>`;
  const out = (file) => join(root, 'public', 'icons', file);
  for (const size of [192, 512])
    pngFromHtml({
      html: icon(size, size, 'transparent'),
      width: size,
      height: size,
      out: out(`icon-${size}.png`),
      transparent: true,
    });
  // The safe zone of a maskable icon is the middle circle of 80% of its width; the logo's
  // own rounded square drawn at 70% keeps the bean well inside it.
  pngFromHtml({
    html: icon(512, 358, espresso),
    width: 512,
    height: 512,
    out: out('maskable-512.png'),
  });
  pngFromHtml({
    html: icon(180, 180, espresso),
    width: 180,
    height: 180,
    out: out('apple-touch-icon.png'),
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  drawIcons();
  const file = join(root, 'public', MANIFEST_FILE);
  writeFileSync(file, `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  console.info(`Wrote ${file}.`);
}
