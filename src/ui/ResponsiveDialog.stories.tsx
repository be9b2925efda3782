import { findModal, mobile, viewport } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { ResponsiveDialog } from './ResponsiveDialog';

const meta = {
  title: 'UI/ResponsiveDialog',
  component: ResponsiveDialog,
  args: {
    isOpen: true,
    title: 'Jumlah & Opsi Pembelian',
    children: 'Kopi Toraja Sapan, 250 gr.',
    footer: <Button isFullWidth>+ Keranjang</Button>,
  },
} satisfies Meta<typeof ResponsiveDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DialogOnDesktop: Story = {
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    // Floats in the middle of the screen.
    await expect(box.bottom).toBeLessThan(window.innerHeight - 100);
    await expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  },
};

export const SheetOnTablet: Story = {
  globals: viewport('tablet'),
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};

export const SheetOnMobile: Story = {
  globals: mobile,
  play: async () => {
    const box = (await findModal('Jumlah & Opsi Pembelian')).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
};
