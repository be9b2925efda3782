import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { FailureNotice } from './FailureNotice';

const meta = preview.meta({
  title: 'Parts/Auth/FailureNotice',
  component: FailureNotice,
  args: {
    title: 'Login gagal',
    message: 'Nomor telepon atau password salah. Periksa lagi lalu coba kembali.',
  },
});

export const WrongPassword = meta.story({
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.title);
    await expect(alert).toHaveTextContent(args.message);
  },
});

export const LongMessageOnMobile = meta.story({
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
});
