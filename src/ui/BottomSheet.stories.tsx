import { backdropOf, findModal, mobile, modalGone, page } from '@kit/dom';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';
import { NumberStepper } from './NumberStepper';

const meta = preview.meta({
  title: 'UI/BottomSheet',
  component: BottomSheet,
  args: {
    title: 'Tambah ke keranjang',
    children: <NumberStepper label="Jumlah" defaultValue={1} maxValue={99} />,
    footer: <Button isFullWidth>+ Keranjang</Button>,
  },
  globals: mobile,
  render: (args) => (
    <div style={{ padding: 16 }}>
      <DialogTrigger>
        <Button>+ Keranjang</Button>
        <BottomSheet {...args} />
      </DialogTrigger>
    </div>
  ),
});

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Keranjang' }));
  return findModal('Tambah ke keranjang');
};

export const SlidesUpFromTheBottom = meta.story({
  play: async ({ canvasElement }) => {
    const sheet = await open(canvasElement);
    const box = sheet.getBoundingClientRect();
    // Anchored to the bottom edge, full width.
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(within(sheet).getByRole('textbox', { name: 'Jumlah' })).toBeVisible();
  },
});

export const ClosingTakes300ms = meta.story({
  play: async ({ canvasElement }) => {
    const sheet = await open(canvasElement);
    const started = performance.now();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tutup' }));
    // Still on screen while it slides down...
    await expect(page.getByRole('dialog')).toBeInTheDocument();
    await modalGone();
    // ...and gone once the 300 ms close has run.
    await expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: '+ Keranjang' })).toHaveFocus(),
    );
  },
});

export const EscapeCloses = meta.story({
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await modalGone();
  },
});

const onOpenChange = fn();

export const TapOutsideCloses = meta.story({
  args: { isOpen: true, onOpenChange },
  render: (args) => <BottomSheet {...args} />,
  play: async () => {
    onOpenChange.mockClear();
    const sheet = await findModal('Tambah ke keranjang');
    // The dimmed strip of page above the sheet.
    const backdrop = backdropOf(sheet);
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 10, y: 10 } });
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const TallContentScrolls = meta.story({
  args: {
    isOpen: true,
    title: 'Pilih layanan pengiriman',
    children: (
      <ul>
        {Array.from({ length: 25 }, (_, i) => (
          <li key={String(i)}>Layanan kurir nomor {i + 1}, estimasi 2-3 hari</li>
        ))}
      </ul>
    ),
    footer: undefined,
  },
  render: (args) => <BottomSheet {...args} />,
  play: async () => {
    const sheet = await findModal('Pilih layanan pengiriman');
    // Never taller than the screen: the list scrolls inside the sheet.
    await expect(sheet.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(within(sheet).getByRole('button', { name: 'Tutup' })).toBeVisible();
  },
});
