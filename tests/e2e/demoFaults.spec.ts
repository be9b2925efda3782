import { expect, openPage, test } from './support';

test('faults from the page address show on the page, can be turned off, and last for that page view only', async ({
  page,
}) => {
  await openPage(page, '/blogs?mockFail=/api/Blog', 'Kenali produk kami lebih jauh');
  const banner = page.getByRole('region', { name: 'Gangguan simulasi' });
  await expect(banner).toContainText('Gangguan simulasi aktif: gagal (500): /api/Blog');

  // A new page view without the switch starts without the fault and without the banner.
  await openPage(page, '/blogs', 'Kenali produk kami lebih jauh');
  await expect(page.getByRole('complementary', { name: 'Mode demo' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await openPage(page, '/blogs?mockLatency=/api/Blog:50', 'Kenali produk kami lebih jauh');
  await expect(banner).toContainText('/api/Blog lambat 50 ms');
  await banner.getByRole('button', { name: 'Matikan gangguan' }).click();
  await expect(banner).toHaveCount(0);
});
