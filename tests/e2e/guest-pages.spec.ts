import { expect, expectNoAxeViolations, openPage, test } from './support';

// What a guest reads before signing in: home, blogs, the blend introduction, partnership.
// Each runs at desktop and phone size (playwright.config projects).

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

test('the section dots move between the three home sections', async ({ page }) => {
  await page.goto('/');
  const dots = page.getByRole('navigation', { name: 'Bagian halaman' });
  await expect(dots.getByRole('link')).toHaveCount(3);
  await expect(dots.getByRole('link', { name: 'Blend Kopimu Sendiri' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await dots.getByRole('link', { name: 'Daftar member' }).click();
  await expect(dots.getByRole('link', { name: 'Daftar member' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page.getByRole('link', { name: 'Daftar Sekarang!' })).toBeInViewport();
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

test('a shared article link opens on a first visit, with nothing stored yet', async ({ page }) => {
  await openPage(
    page,
    '/blogs/detail/memahami-tingkat-sangrai',
    'Light, Medium, Dark: Memahami Tingkat Sangrai',
  );
  await expect(page.getByRole('link', { name: 'Kembali ke Blogs' })).toBeVisible();
});

test('the blend introduction explains four steps and asks a guest to log in', async ({ page }) => {
  await page.goto('/custom-blend/introduction');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Buat Blend Kopi Kamu' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Cara membuat blend' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Mulai Buat Blend' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Login untuk mulai' }).click();
  // After logging in the guest goes straight to the builder's first step.
  await expect(page).toHaveURL(/\/login\?from=%2Fcustom-blend%2Fpilih-biji-kopi$/);
});

test('partnership is a real page with a way to get in touch', async ({ page }) => {
  await openPage(page, '/partnership', 'Partnership');
  await expect(page.getByRole('link', { name: 'kemitraan@kopinusantara.id' })).toHaveAttribute(
    'href',
    /^mailto:kemitraan@kopinusantara\.id/,
  );
  await expectNoAxeViolations(page);
});
