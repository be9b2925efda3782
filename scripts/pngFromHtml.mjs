// Draws a page of HTML into a PNG with the Chromium the tests use: the one way the shop's
// pictures made from its logo are drawn (scripts/share-image.mjs, scripts/app-icons.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Writes `out`, a `width`×`height` screenshot of `html`. `transparent`: what the page leaves
 * unpainted stays see-through (an icon's rounded corners), instead of white.
 * @param {{ html: string; width: number; height: number; out: string; transparent?: boolean }} picture
 */
export function pngFromHtml({ html, width, height, out, transparent = false }) {
  const dir = mkdtempSync(join(tmpdir(), 'kopi-png-'));
  try {
    writeFileSync(join(dir, 'page.html'), html);
    execFileSync(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        `--window-size=${width},${height}`,
        ...(transparent ? ['--default-background-color=00000000'] : []),
        `--screenshot=${out}`,
        `file://${join(dir, 'page.html')}`,
        // Headless Chromium's own chatter (no D-Bus here, …) is not the picture's business.
      ],
      { stdio: 'ignore' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.info(`Wrote ${out} (${(statSync(out).size / 1024).toFixed(1)} KB).`);
}
