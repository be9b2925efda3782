import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LoginForm } from './LoginForm';

const meta = preview.meta({
  title: 'Parts/Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), isSubmitting: false },
});

const phoneField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'No. Telp' });
const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/);
const loginButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Login' });

export const EmptyThenFilledIn = meta.story({
  play: async ({ canvasElement, args }) => {
    // Nothing to send yet, and nothing said before the shopper has typed.
    await expect(loginButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await userEvent.type(phoneField(canvasElement), '081234567890');
    await userEvent.type(passwordField(canvasElement), 'Kopi!2024');
    await userEvent.click(loginButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { phone: '081234567890', password: 'Kopi!2024' },
      expect.anything(),
    );
  },
});

export const MessagesOnceAFieldIsLeft = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(phoneField(canvasElement), '08123');
    await userEvent.tab();
    await expect(canvas.getByText('Nomor telepon minimal 9 digit.')).toBeVisible();
    await userEvent.type(passwordField(canvasElement), 'abc');
    await userEvent.tab();
    await expect(canvas.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(phoneField(canvasElement)).toHaveValue('08123');
    await expect(loginButton(canvasElement)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const LastAttemptFailed = meta.story({
  args: { failure: 'Password salah.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Login gagal');
    await expect(alert).toHaveTextContent('Password salah.');
  },
});

/** While the token is requested the button is busy but keeps its name. */
export const SigningIn = meta.story({
  globals: mobile,
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(phoneField(canvasElement), '081234567890');
    await userEvent.type(passwordField(canvasElement), 'Kopi!2024');
    const login = loginButton(canvasElement);
    await expect(login).toHaveAttribute('aria-disabled', 'true');
    await expect(login.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
