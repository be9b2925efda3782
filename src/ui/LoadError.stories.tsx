import { findLoadError, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LoadError } from './LoadError';

const meta = preview.meta({
  title: 'UI/LoadError',
  component: LoadError,
  args: {
    title: 'Daftar alamat gagal dimuat',
    children: 'Periksa koneksi internetmu lalu coba lagi.',
    retryLabel: 'Coba lagi',
    onRetry: fn(),
  },
});

/** Announced as it appears, says what failed and why, and offers one way on. */
export const FailedLoad = meta.story({
  play: async ({ canvasElement, args }) => {
    const { alert, retry } = await findLoadError(
      canvasElement,
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(
      within(alert).getByRole('heading', { level: 2, name: 'Daftar alamat gagal dimuat' }),
    ).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Under a section's h2 (the home page's categories), with the quieter secondary button. */
export const InsideASectionOnMobile = meta.story({
  globals: mobile,
  args: { headingLevel: 3, retryVariant: 'secondary', title: 'Kategori gagal dimuat' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kategori gagal dimuat',
    );
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
});
