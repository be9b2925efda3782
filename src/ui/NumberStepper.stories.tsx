import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { NumberStepper } from './NumberStepper';

const meta = preview.meta({
  title: 'UI/NumberStepper',
  component: NumberStepper,
  args: { label: 'Jumlah', defaultValue: 1, maxValue: 99, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Jumlah' });
    const minus = canvas.getByRole('button', { name: 'Kurangi jumlah' });
    const plus = canvas.getByRole('button', { name: 'Tambah jumlah' });
    await expect(input).toHaveValue('1');
    // Quantity never goes below 1.
    await expect(minus).toBeDisabled();

    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    await userEvent.click(minus);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
});

export const Keyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Jumlah' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('99');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
});

export const ClampsTypedValues = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Jumlah' });
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
    await expect(canvas.getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
});

export const HiddenLabelInACartLine = meta.story({
  args: { label: 'Jumlah Kopi Gayo Wine 250 gr', isLabelHidden: true, defaultValue: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jumlah Kopi Gayo Wine 250 gr' })).toHaveValue(
      '4',
    );
    // Read by screen readers, but it takes no room on screen.
    const label = canvas.getByText('Jumlah Kopi Gayo Wine 250 gr');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jumlah' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Stok tidak mencukupi.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jumlah' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Stok tidak mencukupi.')).toBeVisible();
  },
});
