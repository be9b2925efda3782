import { framed } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PasswordField } from './PasswordField';

const meta = preview.meta({
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Kata sandi', onChange: fn() },
  decorators: [framed({ maxWidth: 420 })],
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'kopi!123');
    await expect(args.onChange).toHaveBeenLastCalledWith('kopi!123');

    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('kopi!123');

    await userEvent.click(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const ToggleWithKeyboard = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Sembunyikan kata sandi');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const NewPassword = meta.story({
  args: {
    autoComplete: 'new-password',
    description: 'Minimal 6 karakter dan satu simbol: ! @ # $ % ^ & *',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(
      'Minimal 6 karakter dan satu simbol: ! @ # $ % ^ & *',
    );
  },
});

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    defaultValue: 'kopi',
    errorMessage: 'Password must be at least 6 characters long.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Password must be at least 6 characters long.')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'kopi!123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeDisabled();
  },
});
