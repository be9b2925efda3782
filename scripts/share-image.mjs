// Draws public/share-image.png (issue 24): the link preview's picture of a page without one
// of its own (src/lib/pageHead.ts, SHARE_IMAGE), 1200×630, from the shop's logo (the
// favicon's bean) and colours (src/ui/tokens.css), with the Chromium the tests use.
// Run once when the logo or colours change: `node scripts/share-image.mjs`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SHOP_NAME, SHOP_TAGLINE } from '../src/lib/shop.ts';
import { pngFromHtml } from './pngFromHtml.mjs';

const root = resolve(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const out = join(root, 'public', 'share-image.png');
const page = `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
body { background: #faf6f0; font-family: Georgia, 'DejaVu Serif', serif; color: #24160f;
  display: flex; align-items: center; gap: 64px; padding: 0 96px; box-sizing: border-box;
  border-bottom: 24px solid #7a4a2a; }
svg { width: 280px; height: 280px; flex: none; }
h1 { font-size: 88px; margin: 0 0 24px; line-height: 1; }
p { font-size: 38px; margin: 0; color: #7a4a2a; font-family: 'DejaVu Sans', sans-serif; }
</style></head><body>${logo}<div><h1>${SHOP_NAME}</h1><p>${SHOP_TAGLINE}</p></div></body></html>`;

pngFromHtml({ html: page, width: 1200, height: 630, out });
