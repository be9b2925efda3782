import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FailureNotice } from './FailureNotice';

const meta = {
  title: 'Parts/Auth/FailureNotice',
  component: FailureNotice,
  args: {
    title: 'Login gagal',
    message: 'Nomor telepon atau password salah. Periksa lagi lalu coba kembali.',
  },
} satisfies Meta<typeof FailureNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.title);
    await expect(alert).toHaveTextContent(args.message);
  },
};

export const LongMessageOnMobile: Story = {
  globals: mobile,
  args: {
    title: 'Registrasi gagal',
    message:
      'Terjadi kesalahan saat melakukan registrasi. Nomor telepon 081234567890 sudah terdaftar; gunakan nomor lain atau login dengan nomor tersebut.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeVisible();
    // The text wraps inside the phone's width instead of running off the screen.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
