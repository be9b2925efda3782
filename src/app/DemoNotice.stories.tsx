import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DemoNotice } from './DemoNotice';

const meta = {
  title: 'Dev/DemoNotice',
  component: DemoNotice,
  args: { blocker: 'storage', onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const SiteDataBlocked: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Demo ini butuh penyimpanan browser' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(/Izinkan cookie dan data situs/);
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NoServiceWorkerOnMobile: Story = {
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
};
