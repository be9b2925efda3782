import { useHeld } from '@kit/story';
import { expect, fn, userEvent, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { QuantityField, type QuantityFieldProps } from './QuantityField';

/** The field as a cart line holds it: the line keeps the quantity the field reports. */
function HeldQuantity(props: QuantityFieldProps) {
  const [quantity, change] = useHeld(props.quantity, props.onChange);
  return <QuantityField {...props} quantity={quantity} onChange={change} />;
}

const meta = preview.meta({
  title: 'Cart/QuantityField',
  component: QuantityField,
  render: (args) => <HeldQuantity {...args} />,
  args: { productName: 'Arabika Gayo Full Wash', quantity: 2, onChange: fn() },
});

const field = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Jumlah Arabika Gayo Full Wash' });

export const MinusAndPlus = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Tambah jumlah Arabika Gayo Full Wash' }),
    );
    await expect(field(canvas)).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    const minus = canvas.getByRole('button', { name: 'Kurangi jumlah Arabika Gayo Full Wash' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(field(canvas)).toHaveValue('1');
    await expect(minus).toBeDisabled();
  },
});

export const KeyboardSteps = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(field(canvas)).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
});

export const AtNinetyNine = meta.story({
  args: { quantity: 99 },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('button', { name: 'Tambah jumlah Arabika Gayo Full Wash' }),
    ).toBeDisabled();
    await userEvent.click(field(canvas));
    await userEvent.keyboard('{ArrowUp}');
    await expect(field(canvas)).toHaveValue('99');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const RefusedTextSaysWhy = meta.story({
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '1e3');
    // '1' was a number on the way; '1e' is not, and the line goes back to its 2.
    await expect(
      canvas.getByText('Jumlah hanya boleh berisi angka 1 sampai 99. Jumlahnya tetap 2.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Jumlah hanya boleh berisi angka 1 sampai 99. Jumlahnya tetap 2.',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('2');

    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await expect(canvas.queryByText(/Jumlahnya tetap/)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
});
