import { expectLinkTo, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Link } from './Link';
import { PageHeader } from './PageHeader';

/** The top of a page: its one level-1 heading, with what introduces it. */
const meta = preview.meta({
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    eyebrow: 'Untuk kafe, kantor dan acara',
    title: 'Partnership',
    lead: 'Punya kafe, kantor atau usaha katering? Mari bekerja sama.',
  },
});

/** A landing page: the eyebrow over a large title and the lead under it. */
export const Display = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Partnership' });
    await expect(title).toBeVisible();
    const header = canvasElement.querySelector('header') as HTMLElement;
    // In reading order: eyebrow, title, lead; the eyebrow is no heading of its own.
    await expect(Array.from(header.children).map((part) => part.textContent)).toEqual([
      'Untuk kafe, kantor dan acara',
      'Partnership',
      'Punya kafe, kantor atau usaha katering? Mari bekerja sama.',
    ]);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
});

/** A list page: no eyebrow, just the title and its lead. */
export const ListTitle = meta.story({
  args: {
    size: 'title',
    eyebrow: undefined,
    title: 'Kenali produk kami lebih jauh',
    lead: 'Cerita dari kebun, roastery dan meja seduh kami: origin Nusantara, cara seduh dan tips menyimpan kopi.',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Kenali produk kami lebih jauh' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Cerita dari kebun, roastery dan meja seduh kami: origin Nusantara, cara seduh dan tips menyimpan kopi.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('header')?.children).toHaveLength(2);
  },
});

/** The page's call to action follows the lead. */
export const WithACallToAction = meta.story({
  args: {
    eyebrow: 'Custom blend',
    title: 'Buat Blend Kopi Kamu',
    lead: 'Racik kopimu sendiri dari biji Nusantara pilihan.',
    children: (
      <Link variant="primary" href="/custom-blend">
        Mulai racik
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector('header') as HTMLElement);
    await expectLinkTo(header, 'Mulai racik', '/custom-blend');
    await expect(header.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Buat Blend Kopi Kamu',
    );
  },
});

/** On a phone a long lead wraps within the screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  args: {
    lead: 'Punya kafe, kantor atau usaha katering? Mari bekerja sama. Kami memasok biji kopi Nusantara yang disangrai setiap minggu, drip bag untuk tamu dan karyawan, serta blend khusus yang diracik untuk menu kamu.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partnership' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
