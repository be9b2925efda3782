// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isProductFile } from '../../scripts/house-rules.mjs';
import {
  MARKETPLACE_STORES,
  SHOP_DESCRIPTION,
  SHOP_EMAIL,
  SHOP_NAME,
  SHOP_WHATSAPP,
} from '../../src/lib/shop';

// Issue 36, item 6: a real shop's details are configured once, in src/lib/shop.ts. Every
// product file, script and index.html reads them there; none writes one of them again.

const root = join(import.meta.dirname, '..', '..');

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const readers = [
  ...filesUnder('src').filter(isProductFile),
  ...filesUnder('scripts').filter((path) => /\.(mjs|js)$/u.test(path)),
  'index.html',
].filter((path) => path !== 'src/lib/shop.ts');

// The tagline is left out: the home page's hero says the same words, as SPEC.md §2 writes them.
const details = [
  SHOP_NAME,
  SHOP_DESCRIPTION,
  SHOP_EMAIL,
  SHOP_WHATSAPP.display,
  SHOP_WHATSAPP.international,
  ...MARKETPLACE_STORES.map((store) => store.href),
];

describe("the shop's details", () => {
  test('are written in src/lib/shop.ts only', () => {
    const written = readers.flatMap((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return details
        .filter((detail) => text.includes(detail))
        .map((detail) => `${path}: ${detail}`);
    });
    expect(readers.length).toBeGreaterThan(100);
    expect(written).toEqual([]);
  });
});
