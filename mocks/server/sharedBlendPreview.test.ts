import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../node';
import { call, login, ORIGIN } from '../testing/gateway';
import { makeBlend, sharedBlendOf } from '../testing/sharedBlends';
import { sharedBlendPreviewHandlers } from './sharedBlendPreview';
import { nameLines, PICTURE_HEIGHT, PICTURE_WIDTH, picturePng } from './sharePicture';

// gateway.yaml, GET /api/SharedBlend/{slug}/Head and /Picture: the link preview a chat app's
// crawler reads. Served by the Node mock server only, so added to the in-process mock here.

beforeEach(() => {
  server.use(...sharedBlendPreviewHandlers);
});

const MARKUP = '</title><script>alert(1)</script>';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function head(slug: string) {
  const response = await fetch(`${ORIGIN}/api/SharedBlend/${encodeURIComponent(slug)}/Head`);
  return { response, html: await response.text() };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function expectPreviewPicture(bytes: Uint8Array) {
  expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(pngSize(bytes)).toEqual({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT });
  expect(bytes.byteLength).toBeLessThan(300 * 1024);
}

describe('GET /api/SharedBlend/{slug}/Head', () => {
  it('is the blend’s name, maker and composition, its address and its picture, uncached', async () => {
    const token = await login();
    const { slug } = await sharedBlendOf(token, { name: 'Pagi di Gayo' });
    const { response, html } = await head(slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Pagi di Gayo · Kopi Nusantara</title>');
    const description = 'Diracik oleh Siti: 50% Arabika Gayo Full Wash, 50% Robusta Temanggung';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:title" content="Pagi di Gayo · Kopi Nusantara" />');
    expect(html).toContain(
      `<meta property="og:url" content="http://127.0.0.1:4173/blend/${slug}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${ORIGIN}/api/SharedBlend/${slug}/Picture" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('noindex');
  });

  it('writes a name with markup, at the longest a name may be, as text', async () => {
    const token = await login();
    const name = `${MARKUP}${'x'.repeat(60 - MARKUP.length)}`;
    const { slug } = await sharedBlendOf(token, { name });
    const { response, html } = await head(slug);
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      `<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;${'x'.repeat(27)} · Kopi Nusantara</title>`,
    );
  });

  it('answers an unknown, guessed, taken-down or never-shared slug alike: 404, not indexed', async () => {
    const token = await login();
    const { slug } = await sharedBlendOf(token);
    expect((await call('DELETE', `/api/SharedBlend/${slug}`, { token })).status).toBe(204);
    const neverShared = await makeBlend(token);
    const answers = [];
    for (const gone of [slug, 'blend-pagi-0000000000', neverShared, MARKUP, 'x'.repeat(2000)]) {
      const { response, html } = await head(gone);
      expect(response.status, gone).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      answers.push(html);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('<title>Blend ini tidak dibagikan lagi · Kopi Nusantara</title>');
    expect(answers[0]).toContain('<meta name="robots" content="noindex" />');
    expect(answers[0]).not.toContain('<script>');
  });
});

describe('GET /api/SharedBlend/{slug}/Picture', () => {
  it('is a PNG of 1200x630 under 300 KB, kept for an hour', async () => {
    const token = await login();
    const { slug } = await sharedBlendOf(token, { name: MARKUP });
    const response = await fetch(`${ORIGIN}/api/SharedBlend/${slug}/Picture`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expectPreviewPicture(new Uint8Array(await response.arrayBuffer()));
  });

  it('answers a slug with no shared blend with the JSON 404 of the blend itself', async () => {
    const response = await fetch(`${ORIGIN}/api/SharedBlend/blend-pagi-0000000000/Picture`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      error_description: 'Blend ini tidak dibagikan lagi',
    });
  });
});

describe('the preview picture', () => {
  it('draws a name of 2,000 characters, markup and all, in two lines ending in …', () => {
    const name = `${MARKUP} ${'Gayo '.repeat(400)}`.slice(0, 2000);
    expect(nameLines(name)).toEqual(['</title><script>alert(1)</', 'script> Gayo Gayo Gayo…']);
    expect(nameLines('x'.repeat(60))).toEqual(['x'.repeat(26), `${'x'.repeat(25)}…`]);
    expectPreviewPicture(picturePng({ name, maker: `<b>${'S'.repeat(2000)}`, flavour: null }));
  });

  it('keeps a short name whole, broken at a space', () => {
    expect(nameLines('Pagi di Gayo')).toEqual(['Pagi di Gayo']);
    expect(nameLines('Blend Pagi Hari Bersama Kawan Lama')).toEqual([
      'Blend Pagi Hari Bersama',
      'Kawan Lama',
    ]);
  });
});
