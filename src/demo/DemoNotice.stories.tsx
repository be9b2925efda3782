import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { DemoNotice } from './DemoNotice';

const meta = preview.meta({
  title: 'Dev/DemoNotice',
  component: DemoNotice,
  args: { blocker: 'storage' as const, onReload: fn() },
  parameters: { layout: 'fullscreen' },
});

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const SiteDataBlocked = meta.story({
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Demo ini butuh penyimpanan browser' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(/Izinkan cookie dan data situs/);
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
});

export const NoServiceWorkerOnMobile = meta.story({
  globals: mobile,
  args: { blocker: 'worker' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Demo tidak dapat dimulai di browser ini',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('main').scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
