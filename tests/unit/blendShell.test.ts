// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { BLEND_PAGE, blendShellFiles } from '../../scripts/blendShell.mjs';

const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kopi pilihan dari seluruh Nusantara." />
    <title>Kopi Nusantara — Blend Kopimu Sendiri</title>
    <script defer src="/assets/start.js"></script>
  </head>
  <body><div id="root" data-prerendered="app-shell"></div></body>
</html>`;

describe('a shared blend’s page (scripts/blendShell.mjs)', () => {
  const files = blendShellFiles(SHELL, '<title>Blend ini tidak dibagikan lagi</title>');

  test('is the app shell in two halves around the head, its generic title and description out', () => {
    const page = `${files.start}<title>Pagi di Gayo</title>\n${files.end}`;
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('Kopi pilihan dari seluruh Nusantara.');
    expect(page).toContain('<script defer src="/assets/start.js"></script>');
    expect(page.indexOf('<title>Pagi di Gayo</title>')).toBeLessThan(page.indexOf('</head>'));
    expect(files.end).toContain('<div id="root" data-prerendered="app-shell">');
  });

  test('has a page of its own for an address with no blend', () => {
    expect(files.gone).toBe(
      `${files.start}<title>Blend ini tidak dibagikan lagi</title>${files.end}`,
    );
  });

  test('is one segment after /blend/', () => {
    expect(BLEND_PAGE.exec('/blend/pagi-di-gayo-4i4frpptyf')?.[1]).toBe('pagi-di-gayo-4i4frpptyf');
    expect(BLEND_PAGE.exec('/blend/pagi/')?.[1]).toBe('pagi');
    expect(BLEND_PAGE.test('/blend/a/b')).toBe(false);
    expect(BLEND_PAGE.test('/blend/')).toBe(false);
  });
});
