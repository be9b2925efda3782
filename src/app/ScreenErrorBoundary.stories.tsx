import { expectLinkTo, mobile } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { screenErrorTexts } from './layout/texts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** What makes the screen below fail; a play function mends it before it retries. */
const cause = { broken: true };

/** A screen that throws while rendering as long as its cause is there. */
function FailingScreen({ message }: { message: string }) {
  if (cause.broken) throw new Error(message);
  return <h1>Produk</h1>;
}

const meta = preview.meta({
  title: 'App/ScreenErrorBoundary',
  component: ScreenErrorBoundary,
  args: { location: '/products', onReload: fn(), children: null },
  beforeEach: () => {
    cause.broken = true;
  },
});

/** A screen that throws shows what happened inside the shell, and 'Coba lagi' renders it again. */
export const ScreenThrewThenRetried = meta.story({
  render: (args) => (
    <ScreenErrorBoundary {...args}>
      <FailingScreen message="price is undefined" />
    </ScreenErrorBoundary>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: screenErrorTexts.title }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent(screenErrorTexts.body);
    await expectLinkTo(within(alert), screenErrorTexts.home, '/');
    cause.broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: screenErrorTexts.retry }));
    await expect(await canvas.findByRole('heading', { name: 'Produk' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
});

/** A screen whose code could not be downloaded (offline): 'Coba lagi' loads the page again. */
export const ScreenCodeNotDownloadedOnMobile = meta.story({
  globals: mobile,
  render: (args) => (
    <ScreenErrorBoundary {...args}>
      <FailingScreen message="Failed to fetch dynamically imported module: /assets/ProductsScreen.js" />
    </ScreenErrorBoundary>
  ),
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(screenErrorTexts.chunkBody);
    await userEvent.click(within(alert).getByRole('button', { name: screenErrorTexts.retry }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
});

/** Going to another address gives the next screen its own chance, without 'Coba lagi'. */
export const AnotherAddressRendersAfresh = meta.story({
  render: function Navigating(args) {
    const [location, setLocation] = useState('/products');
    return (
      <>
        <button type="button" onClick={() => setLocation('/blogs')}>
          Ke Blogs
        </button>
        <ScreenErrorBoundary {...args} location={location}>
          <FailingScreen message="boom" />
        </ScreenErrorBoundary>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    cause.broken = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Ke Blogs' }));
    await expect(await canvas.findByRole('heading', { name: 'Produk' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});
