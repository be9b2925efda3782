import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_LENGTH, blogBodyHtml, blogExcerpt, htmlToText } from './blogContent';

/** Base64 of UTF-8 text, as the gateway encodes blog bodies. */
function encode(html: string): string {
  const bytes = new TextEncoder().encode(html);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

describe('blogBodyHtml', () => {
  it('decodes the base64 body, keeping formatting and non-ASCII text', () => {
    const html = blogBodyHtml(
      encode('<h2>Kopi Gayo</h2><p>Suhu 90–93°C, <em>blooming</em> ☕</p>'),
    );
    expect(html).toBe('<h2>Kopi Gayo</h2><p>Suhu 90–93°C, <em>blooming</em> ☕</p>');
  });

  it('removes scripts, event handlers and javascript: links from a hostile body', () => {
    const html = blogBodyHtml(
      encode(
        '<p onclick="steal()">Halo</p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">klik</a>',
      ),
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/iu);
    expect(html).toContain('Halo');
    expect(html).toContain('klik');
  });

  it('gives an empty body for malformed base64 or a missing description', () => {
    expect(blogBodyHtml('%%% bukan base64 %%%')).toBe('');
    expect(blogBodyHtml(btoa('\xff\xfe'))).toBe('');
    expect(blogBodyHtml(null)).toBe('');
    expect(blogBodyHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps a space between blocks and list items but not inside inline formatting', () => {
    expect(
      htmlToText('<p>Satu.</p><h2>Dua</h2><ul><li>tiga</li><li>em<strong>pat</strong></li></ul>'),
    ).toBe('Satu. Dua tiga empat');
    expect(htmlToText('baris<br>baru')).toBe('baris baru');
    expect(htmlToText('<a href="/x">tautan</a><p>paragraf</p>teks')).toBe('tautan paragraf teks');
  });

  it('collapses whitespace and gives an empty string for no HTML', () => {
    expect(htmlToText('<p>  banyak \n\n spasi  </p>')).toBe('banyak spasi');
    expect(htmlToText('')).toBe('');
  });

  it('shows markup that was only text as text, never as elements', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('blogExcerpt', () => {
  it('shows a short body whole, as text', () => {
    expect(blogExcerpt(encode('<p>Kopi <strong>Toraja</strong> itu rempah.</p>'))).toBe(
      'Kopi Toraja itu rempah.',
    );
  });

  it('cuts a long body at 200 characters and marks the cut', () => {
    const sentence = 'Kopi Nusantara disangrai setiap minggu di roastery kami. ';
    const excerpt = blogExcerpt(encode(`<p>${sentence.repeat(10)}</p>`));
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_EXCERPT_LENGTH + 3);
    expect(sentence.repeat(10).startsWith(excerpt.slice(0, -3))).toBe(true);
  });

  it('is empty for a malformed body', () => {
    expect(blogExcerpt('not base64!')).toBe('');
  });
});
