import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProfileHeader } from './ProfileHeader';

const meta = preview.meta({
  title: 'Parts/Profile/ProfileHeader',
  component: ProfileHeader,
  args: { firstName: 'Siti', lastName: 'Rahayu', onLogOut: fn() },
});

export const Customer = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await expect(canvas.getByText('Non Member')).toBeVisible();
    // The initials are decoration: the heading already names the customer.
    await expect(canvas.getByText('SR')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
});

export const EmptyNames = meta.story({
  args: { firstName: '', lastName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '- -' })).toBeVisible();
    await expect(canvas.getByText('?')).toBeInTheDocument();
  },
});

export const LongNameOnMobile = meta.story({
  args: {
    firstName: 'Raden Ajeng Kartika Sekar Ayu Kusumawardhani',
    lastName: 'Tjokroadisoerjo-Hadiningrat',
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    // Wraps inside the card instead of pushing the page sideways.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
