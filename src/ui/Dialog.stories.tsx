import { backdropOf, findModal, modalGone as gone, mobile } from '@kit/dom';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Detail pesanan',
    children: 'Kopi Gayo Wine 250 gr × 2, dikirim ke Jl. Braga No. 12, Bandung.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Lihat detail</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
});

export const OpensAndCloses = meta.story({
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lihat detail' });
    await userEvent.click(trigger);
    const dialog = await findModal('Detail pesanan');
    await expect(dialog).toHaveTextContent('Kopi Gayo Wine 250 gr × 2');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await gone();
    // Focus goes back to where the user was.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const EscapeCloses = meta.story({
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lihat detail' });
    await userEvent.click(trigger);
    await findModal(/.+/);
    await userEvent.keyboard('{Escape}');
    await gone();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const KeepsFocusInside = meta.story({
  args: {
    title: 'Ubah nama',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Nama Depan" defaultValue="Sari" />
        <Button onPress={close}>Simpan</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lihat detail' }));
    const dialog = await findModal('Ubah nama');
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    const input = within(dialog).getByRole('textbox', { name: 'Nama Depan' });
    const save = within(dialog).getByRole('button', { name: 'Simpan' });
    close.focus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    // Tab wraps inside the dialog instead of escaping to the page behind it.
    await userEvent.tab();
    await expect(close).toHaveFocus();

    // A button in the content can close the dialog through the `close` it is given.
    await userEvent.click(save);
    await gone();
  },
});

const onOpenChange = fn();

export const Open = meta.story({
  args: { isOpen: true, onOpenChange },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    onOpenChange.mockClear();
    const dialog = await findModal('Detail pesanan');
    // A press on the dimmed page around the dialog asks to close it.
    await userEvent.click(backdropOf(dialog));
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const NotDismissableOutside = meta.story({
  args: { isOpen: true, onOpenChange, isDismissable: false },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    onOpenChange.mockClear();
    const dialog = await findModal('Detail pesanan');
    await userEvent.click(backdropOf(dialog));
    await expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const WithFooter = meta.story({
  args: {
    title: 'Jumlah & Opsi Pembelian',
    children: 'Pilih jumlah dan satuan.',
    footer: ({ close }) => (
      <>
        <Button variant="ghost" onPress={close}>
          Batal
        </Button>
        <Button>+ Keranjang</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lihat detail' }));
    const dialog = await findModal('Jumlah & Opsi Pembelian');
    await expect(within(dialog).getByRole('button', { name: '+ Keranjang' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await gone();
  },
});

export const LongContentScrollsOnMobile = meta.story({
  args: {
    isOpen: true,
    title: 'Komposisi blend: Gayo 50%, Toraja 25%, Kintamani 25% — Blend Pagi Cerah Sekali',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={String(i)}>Baris catatan seduh nomor {i + 1}: 15 gram kopi, 250 ml air 92°C.</p>
        ))}
      </div>
    ),
  },
  render: (args) => <Dialog {...args} />,
  globals: mobile,
  play: async () => {
    const dialog = await findModal(/.+/);
    const box = dialog.getBoundingClientRect();
    // The dialog fits the screen; its content scrolls, the close button stays reachable.
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
});
