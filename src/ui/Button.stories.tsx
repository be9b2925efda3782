import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  component: Button,
  args: { onPress: fn(), children: 'Daftar Sekarang!' },
} satisfies Meta<typeof Button>;
export default meta;

export const Primary: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Daftar Sekarang!' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    const res = await fetch('/api/health');
    await expect(await res.json()).toEqual({ status: 'ok' });
  },
};
