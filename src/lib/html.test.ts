import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Html, sanitizeHtml } from './html';

const FORBIDDEN_TAGS = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'STYLE',
  'LINK',
  'META',
  'BASE',
  'SVG',
  'MATH',
  'TEMPLATE',
  'NOSCRIPT',
]);

/** Everything in rendered markup that could run code or load something it should not. */
function dangers(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.has(element.tagName.toUpperCase())) found.push(element.tagName);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(name);
      // Browsers ignore ASCII whitespace and control characters inside a URL scheme.
      const scheme = [...value].filter((character) => character > ' ').join('');
      const dataImage = element.tagName === 'IMG' && /^data:image\//iu.test(scheme);
      if (/^(javascript|vbscript|data):/iu.test(scheme) && !dataImage) {
        found.push(`${name}=${value}`);
      }
    }
    if (
      element.getAttribute('target') === '_blank' &&
      element.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      found.push('target=_blank without rel');
    }
  }
  return found;
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="java&#x09;script:alert(1)">klik</a>',
  '<a href="&#106;avascript:alert(1)">klik</a>',
  '<a href=" javascript:alert(1)">klik</a>',
  '<a href="vbscript:msgbox(1)">klik</a>',
  '<a href="data:text/html,<script>alert(1)</script>">klik</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name=pw><button>Kirim</button></form>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<template><script>alert(1)</script></template>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://example.com" target="_blank" rel="opener">x</a>',
  '<img src="javascript:alert(1)">',
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('is tested against input the danger check does flag: %s', (hostile) => {
    expect(dangers(hostile)).not.toEqual([]);
  });

  it.each(HOSTILE)('defuses %s', (hostile) => {
    const clean = sanitizeHtml(hostile);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|javascript:|onerror|onload/iu);
  });

  it('keeps basic formatting, lists and tables', () => {
    const html =
      '<h3>Kopi Gayo</h3><p><strong>Manis</strong>, <em>asam</em> dan <u>fruity</u>.</p>' +
      '<ul><li>Arabika</li><li>Robusta</li></ul>' +
      '<table><tbody><tr><th>Berat</th><td>250 g</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and makes new-tab links noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://kopi.example/blend" target="_blank">Blend</a>')).toBe(
      '<a href="https://kopi.example/blend" target="_blank" rel="noopener noreferrer">Blend</a>',
    );
    expect(sanitizeHtml('<a href="/products" title="Produk">Produk</a>')).toBe(
      '<a href="/products" title="Produk">Produk</a>',
    );
    expect(sanitizeHtml('<a href="mailto:halo@kopi.example">Surel</a>')).toBe(
      '<a href="mailto:halo@kopi.example">Surel</a>',
    );
  });

  it('drops a link target other than a new tab', () => {
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps the text of removed links and elements', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Baca</a>')).toBe('<a>Baca</a>');
    expect(sanitizeHtml('<p onclick="alert(1)">Halo</p>')).toBe('<p>Halo</p>');
    expect(sanitizeHtml('<font color="red">Merah</font>')).toBe('Merah');
  });

  it('keeps images with their alternative text and loads them lazily', () => {
    expect(sanitizeHtml('<img src="https://img.example/a.jpg" alt="Biji kopi">')).toBe(
      '<img src="https://img.example/a.jpg" alt="Biji kopi" loading="lazy">',
    );
  });

  it('keeps Indonesian text and emoji as they are', () => {
    expect(sanitizeHtml('<p>Kopi susu ☕ – enak sekali!</p>')).toBe(
      '<p>Kopi susu ☕ – enak sekali!</p>',
    );
  });

  it('gives an empty string for missing input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('leaves nothing dangerous in any mix of hostile and ordinary fragments, and is stable', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...HOSTILE, '<p>', '</p>', '<a href="', '">', '<b>', '"', "'", '<!--', '-->'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        const clean = sanitizeHtml(parts.join(''));
        expect(dangers(clean)).toEqual([]);
        expect(sanitizeHtml(clean)).toBe(clean);
      }),
    );
  });
});

/** Base64 of the UTF-8 bytes of a text, the way the gateway stores blog bodies. */
function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

describe('decodeBase64Html', () => {
  it('decodes UTF-8 HTML with Indonesian text and emoji', () => {
    const html = '<p>Café kopi ☕ — rasanya nikmat 👍</p>';
    expect(decodeBase64Html(toBase64(html))).toBe(html);
  });

  it('accepts line breaks, missing padding and the URL-safe alphabet', () => {
    const encoded = toBase64('<p>Kopi ☕?</p>');
    expect(decodeBase64Html(encoded.replace(/(.{8})/gu, '$1\n'))).toBe('<p>Kopi ☕?</p>');
    expect(decodeBase64Html(encoded.replace(/=+$/u, ''))).toBe('<p>Kopi ☕?</p>');
    expect(decodeBase64Html(encoded.replace(/\+/gu, '-').replace(/\//gu, '_'))).toBe(
      '<p>Kopi ☕?</p>',
    );
  });

  it.each([
    ['not base64', 'bukan base64!'],
    ['a truncated quantum', 'QUJDR'],
    ['bytes that are not UTF-8', btoa('\xff\xfe\xfd')],
    ['a missing body', null],
    ['an undefined body', undefined],
  ])('gives an empty string for %s', (_, input) => {
    expect(decodeBase64Html(input)).toBe('');
  });

  it('round-trips any well-formed text and never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Html(toBase64(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(typeof decodeBase64Html(text)).toBe('string');
      }),
    );
  });
});
