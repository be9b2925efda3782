import { expect, expectNoAxeViolations, openPage, test } from './support';

// What a guest reads before signing in, across pages: home's categories into the catalogue,
// the blog list into an article and back. Once, at desktop size; what each of those screens
// and the blend introduction and partnership show is their stories' (docs/testing.md).

test('home shows the hero and the shown categories; a category card opens its products', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buat Blend Kopi Kamu' })).toHaveAttribute(
    'href',
    '/custom-blend/introduction',
  );
  const categories = main.getByRole('region', { name: 'Mau ngopi yang mana hari ini?' });
  // Only Beverages, Drips and Beans; the gateway's hidden categories never show.
  await expect(categories.getByRole('link')).toHaveText(['Minuman', 'Drip Bag', 'Biji Kopi']);
  await expect(main.getByRole('link', { name: 'Daftar Sekarang!' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expectNoAxeViolations(page);

  await categories.getByRole('link', { name: 'Biji Kopi' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Produk yang harus kamu coba!' })).toBeVisible();
  // The products screen opens on the tab picked here.
  expect(await page.evaluate(() => localStorage.getItem('selectedCategory'))).toBe('"Beans"');
});

test('blogs: Read more opens the article, which survives a reload; an unknown slug goes back', async ({
  page,
}) => {
  await openPage(page, '/blogs', 'Kenali produk kami lebih jauh');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(7);
  await expectNoAxeViolations(page);

  await articles.nth(1).getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL(/\/blogs\/detail\/panduan-seduh-v60-untuk-pemula$/);
  const title = page.getByRole('heading', { level: 1, name: 'Panduan Seduh V60 untuk Pemula' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Langkah seduh' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Langkah seduh' })).toBeVisible();

  await page.goto('/blogs/detail/artikel-yang-tidak-ada');
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kenali produk kami lebih jauh' }),
  ).toBeVisible();
});
