import { findModal, mobile, viewport } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { ResponsiveDialog } from './ResponsiveDialog';

const meta = preview.meta({
  title: 'UI/ResponsiveDialog',
  component: ResponsiveDialog,
  args: {
    isOpen: true,
    title: 'Jumlah & Opsi Pembelian',
    children: 'Kopi Toraja Sapan, 250 gr.',
    footer: <Button isFullWidth>+ Keranjang</Button>,
  },
});

export const DialogOnDesktop = meta.story({
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    // Floats in the middle of the screen.
    await expect(box.bottom).toBeLessThan(window.innerHeight - 100);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  },
});

export const SheetOnTablet = meta.story({
  globals: viewport('tablet'),
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
});

export const SheetOnMobile = meta.story({
  globals: mobile,
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
});
