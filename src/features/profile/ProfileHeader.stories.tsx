import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Parts/Profile/ProfileHeader',
  component: ProfileHeader,
  args: { firstName: 'Siti', lastName: 'Rahayu', onLogOut: fn() },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
    await expect(canvas.getByText('Non Member')).toBeVisible();
    // The initials are decoration: the heading already names the customer.
    await expect(canvas.getByText('SR')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

export const EmptyNames: Story = {
  args: { firstName: '', lastName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '- -' })).toBeVisible();
    await expect(canvas.getByText('?')).toBeInTheDocument();
  },
};

export const LongNameOnMobile: Story = {
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
};
