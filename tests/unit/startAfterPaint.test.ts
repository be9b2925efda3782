import { describe, expect, test } from 'vitest';
import {
  prefetchedFiles,
  renderedCss,
  startScriptAfterPaint,
} from '../../scripts/assetPreloads.mjs';

const PAGE = `<!doctype html>
<html lang="id">
  <head>
    <title>Kopi</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="modulepreload" crossorigin href="/assets/HomeScreen-D.js" data-route-chunk>
    <link rel="stylesheet" crossorigin href="/assets/HomeScreen-E.css" data-route-chunk>
  </head>
  <body><div id="root" data-prerendered="/"><h1>Kopi</h1></div></body>
</html>`;

describe('a pre-rendered page starts its script after the first paint', () => {
  const page = startScriptAfterPaint(PAGE, '/assets/start-after-paint-1.js');

  test('no script or modulepreload is asked for by the HTML itself', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
  });

  test('the start script is handed the entry and every chunk, in order', () => {
    expect(page).toContain(
      '<script defer src="/assets/start-after-paint-1.js" data-entry="/assets/index-A.js" data-chunks="/assets/react-B.js /assets/HomeScreen-D.js"></script>\n  </head>',
    );
  });

  test('the stylesheets and the page stay as they were', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(page).toContain('href="/assets/HomeScreen-E.css" data-route-chunk>');
    expect(page).toContain('<div id="root" data-prerendered="/"><h1>Kopi</h1></div>');
  });

  test('a page without a module script is refused, not shipped dead', () => {
    expect(() => startScriptAfterPaint('<head>\n  </head>', '/s.js')).toThrow(/no module script/);
  });
});

describe('a page rendered with gateway data links the CSS of every part it shows', () => {
  // What cssByClass reads from the build: a CSS-module class names the file its rules are in.
  const classCss = new Map([
    ['_tabs_1abcd_2', 'assets/Tabs-A.css'],
    ['_select_2bcde_1', 'assets/Select-B.css'],
    ['_card_3cdef_9', 'assets/ProductCard-C.css'],
  ]);

  test('in the order the page first uses them, each once; global classes name no file', () => {
    const html =
      '<div class="_card_3cdef_9 stack"><div class="_tabs_1abcd_2"></div><div class="_card_3cdef_9"></div><div class="x _select_2bcde_1"></div></div>';
    expect(renderedCss(html, classCss)).toEqual([
      'assets/ProductCard-C.css',
      'assets/Tabs-A.css',
      'assets/Select-B.css',
    ]);
  });

  test('a part the page does not show (a dialog) brings nothing', () => {
    expect(renderedCss('<div class="_card_3cdef_9"></div>', classCss)).toEqual([
      'assets/ProductCard-C.css',
    ]);
  });
});

describe("the code of a page's first press is fetched ahead, not run", () => {
  // A build's manifest, as Vite writes it: the entry, a product's screen, and its dialog.
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shell-B.js'] },
    '_shell-B.js': { file: 'assets/shell-B.js', css: ['assets/shell-B.css'] },
    'src/Screen.tsx': { file: 'assets/Screen-C.js', imports: ['_shell-B.js', '_basics-D.js'] },
    '_basics-D.js': { file: 'assets/basics-D.js', css: ['assets/basics-D.css'] },
    'src/Dialog.tsx': {
      file: 'assets/Dialog-E.js',
      imports: ['_shell-B.js', '_basics-D.js', '_select-F.js'],
      css: ['assets/Dialog-E.css'],
    },
    '_select-F.js': {
      file: 'assets/select-F.js',
      css: ['assets/basics-D.css', 'assets/select-F.css'],
    },
  };

  test("the part's own chunks and CSS, none the entry or the page's screen already brings", () => {
    expect(prefetchedFiles(manifest, ['src/Dialog.tsx'], ['src/Screen.tsx'], '/')).toEqual([
      '/assets/Dialog-E.js',
      '/assets/select-F.js',
      '/assets/Dialog-E.css',
      '/assets/select-F.css',
    ]);
  });

  test('handed to the start script, which fetches them once the app has started', () => {
    const page = startScriptAfterPaint(PAGE, '/s.js', [
      '/assets/Dialog-E.js',
      '/assets/Dialog-E.css',
    ]);
    expect(page).toContain('data-prefetch="/assets/Dialog-E.js /assets/Dialog-E.css"></script>');
    expect(startScriptAfterPaint(PAGE, '/s.js')).not.toContain('data-prefetch');
  });

  test('a part that is not a chunk of the build fails the build', () => {
    expect(() => prefetchedFiles(manifest, ['src/Gone.tsx'], ['src/Screen.tsx'], '/')).toThrow(
      /src\/Gone.tsx is not a chunk of the build/,
    );
  });
});
