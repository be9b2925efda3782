import { framed, mobile } from '@kit/dom';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nama Depan', onChange: fn() },
  decorators: [framed({ maxWidth: 420 })],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama Depan' });
    await userEvent.type(input, 'Sari');
    await expect(input).toHaveValue('Sari');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sari');
  },
});

export const WithPlaceholder = meta.story({
  args: { label: 'Nomor telepon', placeholder: 'No. Telp', type: 'tel', inputMode: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nomor telepon' });
    await expect(input).toHaveAttribute('placeholder', 'No. Telp');
    await expect(input).toHaveValue('');
  },
});

export const WithDescription = meta.story({
  args: {
    label: 'Patokan',
    description: 'Contoh: pagar hijau, sebelah warung kopi.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Patokan' });
    await expect(input).toHaveAccessibleDescription('Contoh: pagar hijau, sebelah warung kopi.');
  },
});

export const Invalid = meta.story({
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Nama depan is required.',
    defaultValue: '',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama Depan' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('Nama depan is required.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Nama depan is required.');
  },
});

const submitted = fn();

export const ValidatesOnSubmit = meta.story({
  args: {
    label: 'Kode POS',
    name: 'postalCode',
    inputMode: 'numeric',
    isRequired: true,
    validate: (value) => (/^\d{5}$/.test(value) ? null : 'Kode POS harus terdiri dari 5 angka.'),
  },
  render: (args) => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('postalCode'));
      }}
      style={{ display: 'grid', gap: 16 }}
    >
      <TextField {...args} />
      <Button type="submit">Simpan</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Kode POS' });
    await expect(
      canvas.queryByText('Kode POS harus terdiri dari 5 angka.'),
    ).not.toBeInTheDocument();

    await userEvent.type(input, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(submitted).not.toHaveBeenCalled();
    await expect(canvas.getByText('Kode POS harus terdiri dari 5 angka.')).toBeVisible();
    // The browser moves focus to the first invalid field so the user can fix it.
    await expect(input).toHaveFocus();

    // The corrected value is re-checked when the user leaves the field.
    await userEvent.type(input, '45');
    await userEvent.tab();
    await expect(
      canvas.queryByText('Kode POS harus terdiri dari 5 angka.'),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledWith('12345');
  },
});

export const ReadOnly = meta.story({
  args: { label: 'Email', isReadOnly: true, defaultValue: 'sari.wulandari@contoh.id' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('sari.wulandari@contoh.id');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'Sari' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nama Depan' })).toBeDisabled();
  },
});

export const LongTextOnMobile = meta.story({
  args: {
    label: 'Alamat lengkap (nama jalan, nomor rumah, RT/RW, kelurahan, kecamatan)',
    defaultValue:
      'Jl. Raya Kopi Nusantara No. 123, RT 004/RW 011, Kelurahan Sukamaju, Kecamatan Cibeunying',
    isInvalid: true,
    errorMessage: 'Alamat terlalu panjang untuk label pengiriman kurir, mohon disingkat sedikit.',
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
