import { framed, mobile } from '@kit/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Select } from './Select';

const orderStatuses = [
  { id: 'menunggu_pembayaran', label: 'Menunggu Pembayaran' },
  { id: 'sedang_diproses', label: 'Sedang Diproses' },
  { id: 'order_history', label: 'Order History' },
];

const meta = preview.meta({
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Status pesanan',
    options: orderStatuses,
    defaultValue: 'menunggu_pembayaran',
    onChange: fn(),
  },
  decorators: [framed({ maxWidth: 360 })],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status pesanan/ });
    await expect(trigger).toHaveTextContent('Menunggu Pembayaran');

    await userEvent.click(trigger);
    const page = within(document.body);
    const listbox = await page.findByRole('listbox', { name: 'Status pesanan' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(
      within(listbox).getByRole('option', { name: 'Menunggu Pembayaran' }),
    ).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(listbox).getByRole('option', { name: 'Sedang Diproses' }));
    await expect(args.onChange).toHaveBeenCalledWith('sedang_diproses');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Sedang Diproses');
  },
});

export const Keyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status pesanan/ });
    const page = within(document.body);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('order_history');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Order History');

    // Escape closes the list and keeps the choice.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Order History');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const OpenList = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox', { name: 'Status pesanan' });
    const selected = within(listbox).getByRole('option', { name: 'Menunggu Pembayaran' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // Keyboard focus starts on the chosen option.
    await waitFor(() => expect(selected).toHaveFocus());
  },
});

export const Placeholder = meta.story({
  args: {
    label: 'Kurir',
    defaultValue: undefined,
    options: [
      { id: 'jne', label: 'JNE' },
      { id: 'pos', label: 'POS Indonesia' },
      { id: 'tiki', label: 'TIKI' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Kurir/ });
    await expect(trigger).toHaveTextContent('Pilih salah satu');
  },
});

export const Invalid = meta.story({
  args: {
    label: 'Kurir',
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!',
    options: [{ id: 'jne', label: 'JNE' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Kurir/ })).toHaveAccessibleDescription(
      'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!',
    );
  },
});

export const DisabledOption = meta.story({
  args: {
    label: 'Satuan',
    defaultValue: 'pcs',
    options: [
      { id: 'pcs', label: 'PCS' },
      { id: 'box', label: 'BOX (isi 10)', isDisabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Satuan/ }));
    const option = await within(document.body).findByRole('option', { name: 'BOX (isi 10)' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Status pesanan/ }),
    ).toBeDisabled();
  },
});

export const LongOptionsOnMobile = meta.story({
  args: {
    label: 'Layanan pengiriman',
    defaultValue: 'reg',
    options: [
      { id: 'reg', label: 'REG - Layanan Reguler (estimasi 2-3 hari kerja ke seluruh Indonesia)' },
      { id: 'yes', label: 'YES - Yakin Esok Sampai' },
    ],
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Layanan pengiriman/ });
    // The long choice is cut with an ellipsis instead of pushing the page sideways.
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
