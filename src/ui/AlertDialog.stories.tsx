import { findModal, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AlertDialog } from './AlertDialog';

const meta = preview.meta({
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { isOpen: true, onDismiss: fn() },
});

/** Pressing the alert's one button, named `button`, ends it through onDismiss. */
const endsWith =
  (title: string, button: string) =>
  async ({ args }: { args: { onDismiss: () => void } }) => {
    const dialog = await findModal(title, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  };

export const Success = meta.story({
  args: {
    kind: 'success',
    title: 'Berhasil!',
    message: 'Kopi Gayo Wine berhasil ditambahkan ke keranjang.',
  },
  play: async ({ args }) => {
    const dialog = await findModal('Berhasil!', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Kopi Gayo Wine berhasil ditambahkan ke keranjang.',
    );
    const okay = within(dialog).getByRole('button', { name: 'Okay!' });
    await waitFor(() => expect(okay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const ErrorKind = meta.story({
  args: {
    kind: 'error',
    title: 'Gagal!',
    message: 'Terjadi kesalahan saat menambahkan Kopi Gayo Wine ke keranjang.',
  },
  play: endsWith('Gagal!', 'Okay!'),
});

export const Info = meta.story({
  args: { kind: 'info', title: 'Terdapat perubahan harga!' },
  play: async ({ args }) => {
    const dialog = await findModal('Terdapat perubahan harga!', 'alertdialog');
    // Escape acknowledges the alert too.
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
});

export const LoginFirst = meta.story({
  args: {
    kind: 'warning',
    title: 'Ooops, Login terlebih dahulu!',
    message: 'Mohon login terlebih dahulu untuk melanjutkan pembelian',
  },
  play: async () => {
    const dialog = await findModal('Ooops, Login terlebih dahulu!', 'alertdialog');
    await expect(dialog).toHaveTextContent(
      'Mohon login terlebih dahulu untuk melanjutkan pembelian',
    );
  },
});

export const CustomButtonLabel = meta.story({
  args: {
    kind: 'success',
    title: 'Sukses!',
    message: 'Profil berhasil diperbaharui',
    buttonLabel: 'Lihat profil',
  },
  play: endsWith('Sukses!', 'Lihat profil'),
});

export const OnMobile = meta.story({
  args: {
    kind: 'success',
    title: 'Berhasil!',
    message: 'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
  },
  globals: mobile,
  play: async () => {
    const dialog = await findModal('Berhasil!', 'alertdialog');
    const okay = within(dialog).getByRole('button', { name: 'Okay!' });
    await expect(okay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
