// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { type Blog, blogQueries } from '@/api/blogs';
import { branchQueries } from '@/api/branches';
import { pageHeadTags, prerenderedPages, renderPage, sitemapPaths } from './prerender';
import { guestReadsOf } from './routes';

// The build renders these pages in Node (scripts/prerender.mjs): no window, no document.
const HEADINGS: Record<string, string> = {
  '/': 'Blend Kopimu Sendiri',
  '/products': 'Produk yang harus kamu coba!',
  '/blogs': 'Kenali produk kami lebih jauh',
  '/custom-blend/introduction': 'Buat Blend Kopi Kamu',
  '/partnership': 'Partnership',
  '/login': 'Login',
  '/register': 'Daftar',
};

describe('pre-rendering the public pages', () => {
  test('runs outside the browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test('without a gateway, the build writes the pages their declarations pre-render, each listed in the sitemap', async () => {
    const pages = await prerenderedPages({ readGateway: false });
    expect(pages.map(({ path }) => path).sort()).toEqual(Object.keys(HEADINGS).sort());
    expect((await sitemapPaths(pages)).sort()).toEqual(Object.keys(HEADINGS).sort());
    expect(pages.find(({ path }) => path === '/products')?.file).toBe(
      'src/features/catalogue/products.page.ts',
    );
  });

  test.each(Object.keys(HEADINGS))('%s: the guest shell and its screen, whole', async (path) => {
    const { html } = await renderPage(path, { readGateway: false });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
    // The guest's navbar, and the notice for a browser without JavaScript.
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(html).toContain('Toko ini membutuhkan JavaScript.');
    // Neither the route's loading placeholder nor a boundary left to the client (an error),
    // nor script a page without JavaScript (or under a strict CSP) could not run: the only
    // script is structured data (JSON-LD), a data block that runs nothing.
    expect(html).not.toContain('Memuat…');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json">)/u);
    expect(html).not.toContain('<template');
  });

  // With a gateway that answers, the pages carry its data: tests/e2e/prerender.spec.ts reads
  // the built pages.
  test('home reads the branch list first, so its page carries the branches its structured data names', async () => {
    expect((await guestReadsOf('/')).map((query) => query.key)).toContain(branchQueries.list.key);
  });

  test('without a gateway to read, the catalogue is skeletons and there is no data to write', async () => {
    const { html, data } = await renderPage('/products', { readGateway: false });
    expect(html).toMatch(/aria-busy="true"/);
    expect(html).not.toMatch(/href="\/products\/[^"]+\/[^"]+"/);
    expect(data).toEqual({});
  });
});

describe('the page of an article', () => {
  const article: Blog = {
    subject: 'Kopi Tubruk "Asli" <Jawa>',
    description: Buffer.from(
      '<p>Cara menyeduh kopi tubruk di rumah.</p><p>Tanpa alat & tanpa ribet ☕</p>',
    ).toString('base64'),
    imageUrl: '/images/blogs/kopi-tubruk.jpg',
    remarks: 'kopi-tubruk',
  };
  const meta = (head: string, name: string) =>
    head.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)" />`))?.[1];

  test('reads the blog list on a guest’s first render, so the page carries it for hydration', async () => {
    expect((await guestReadsOf('/blogs/detail/kopi-tubruk')).map((query) => query.key)).toEqual([
      blogQueries.list.key,
    ]);
  });

  test('has its own head: the subject first, its text, its address and picture, og:type article', async () => {
    const head = await pageHeadTags('/blogs/detail/kopi-tubruk', {
      [blogQueries.list.key]: [{ ...article, remarks: 'lain' }, article],
    });
    expect(head).toContain(
      '<title>Kopi Tubruk &quot;Asli&quot; &lt;Jawa&gt; · Kopi Nusantara</title>',
    );
    expect(meta(head, 'description')).toBe(
      'Cara menyeduh kopi tubruk di rumah. Tanpa alat &amp; tanpa ribet ☕',
    );
    expect(head).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"/]+\/blogs\/detail\/kopi-tubruk" \/>/,
    );
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/blogs\/kopi-tubruk\.jpg$/);
  });

  test('without a picture, its preview shows the shop’s share image', async () => {
    const head = await pageHeadTags('/blogs/detail/kopi-tubruk', {
      [blogQueries.list.key]: [{ ...article, imageUrl: null }],
    });
    expect(meta(head, 'og:image')).toMatch(/^https?:\/\/[^/]+\/share-image\.png$/);
  });
});
