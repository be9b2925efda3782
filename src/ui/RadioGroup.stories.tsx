import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { RadioGroup } from './RadioGroup';

const meta = preview.meta({
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Suhu',
    options: [
      { value: 'hot', label: 'Hot' },
      { value: 'ice', label: 'Ice' },
      { value: 'less-ice', label: 'Less Ice' },
    ],
    onChange: fn(),
  },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Suhu' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByText('Ice'));
    await expect(canvas.getByRole('radio', { name: 'Ice' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('ice');
  },
});

export const Keyboard = meta.story({
  args: { defaultValue: 'hot' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ice' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Less Ice' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('less-ice');
    // One tab stop for the whole group.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Less Ice' })).not.toHaveFocus();
  },
});

export const WithDescriptions = meta.story({
  args: {
    label: 'Kemasan',
    orientation: 'vertical',
    options: [
      {
        value: 'Bag',
        label: 'Coffee Bag',
        description: 'Biji atau bubuk kopi dalam kantong 250 gr',
      },
      { value: 'Drip', label: 'Drip Bag', description: 'Kopi seduh praktis, 10 sachet per kotak' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Drip Bag'));
    await expect(canvas.getByRole('radio', { name: /Drip Bag/ })).toBeChecked();
  },
});

export const Invalid = meta.story({
  args: {
    label: 'Tingkat penggilingan',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Pilih tingkat penggilingan dulu ya.',
    options: [
      { value: 'whole', label: 'Whole Bean' },
      { value: 'coarse', label: 'Coarse' },
      { value: 'medium', label: 'Medium' },
      { value: 'fine', label: 'Fine' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tingkat penggilingan' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Pilih tingkat penggilingan dulu ya.')).toBeVisible();
  },
});

export const DisabledOption = meta.story({
  args: {
    options: [
      { value: 'hot', label: 'Hot' },
      { value: 'ice', label: 'Ice', isDisabled: true },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Ice' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Ice'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const ManyOptionsOnMobile = meta.story({
  args: {
    label: 'Gula',
    options: ['Tanpa gula', 'Less sugar', 'Normal', 'Extra manis', 'Gula aren', 'Madu'].map(
      (label) => ({ value: label, label }),
    ),
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    // The chips wrap onto more lines instead of overflowing the narrow screen.
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      const chip = radio.closest('label');
      await expect(chip?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(chip?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
});
