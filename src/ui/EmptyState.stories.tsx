import { expectLinkTo, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { EmptyState } from './EmptyState';

function EmptyCup() {
  return (
    <svg viewBox="0 0 160 120" fill="none" aria-hidden="true">
      <path d="M30 40h90v30a40 40 0 0 1-40 40h-10a40 40 0 0 1-40-40V40Z" fill="#f3e9dd" />
      <path
        d="M30 40h90v30a40 40 0 0 1-40 40h-10a40 40 0 0 1-40-40V40Z"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M120 52h8a14 14 0 0 1 0 28h-10" stroke="currentColor" strokeWidth="4" />
      <path
        d="M60 12c-6 8 6 12 0 20M80 8c-6 8 6 12 0 20"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

const meta = preview.meta({
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Oops, Tidak ada data outstanding!' },
});

export const TitleOnly = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: 'Oops, Tidak ada data outstanding!',
      }),
    ).toBeVisible();
  },
});

/** The usual way forward is a page to go to: `link` draws it as a button-looking Link. */
export const WithIllustrationTextAndLink = meta.story({
  args: {
    title: 'Keranjangmu masih kosong',
    children: 'Yuk, pilih kopi favoritmu dulu.',
    illustration: <EmptyCup />,
    link: { href: '/products', text: 'Belanja lagi' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
    await expect(canvas.getByText('Yuk, pilih kopi favoritmu dulu.')).toBeVisible();
    await expectLinkTo(canvas, 'Belanja lagi', '/products');
    // The drawing is decoration: nothing in it for screen readers.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

export const NestedHeadingLevel = meta.story({
  args: { title: 'Oops, Tidak ada data delivered!', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Oops, Tidak ada data delivered!',
    );
  },
});

export const LongTextOnMobile = meta.story({
  args: {
    title: 'Oops, Tidak ada data paid or pending!',
    children:
      'Pesanan yang sudah dibayar dan sedang disiapkan oleh barista kami akan muncul di sini, lengkap dengan nomor pesanan dan estimasi pengirimannya.',
    illustration: <EmptyCup />,
  },
  globals: mobile,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
