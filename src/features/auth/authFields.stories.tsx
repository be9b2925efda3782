import { expectNoSidewaysScroll, framed, mobile } from '@kit/dom';
import { expect, fn, mocked, userEvent, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { useZodForm } from '@/lib/zodForm';
import { AuthForm, CodeField, NewPasswordField, PhoneField, SubmitButton } from './authFields';
import { fieldTexts, phoneCodeTexts, registerTexts } from './texts';

const loadSchema = async () =>
  (await import('./schemas')).registerSchema.pick({
    mobileNumber: true,
    password: true,
    code: true,
  });

interface AccountFormProps {
  onSubmit: (values: unknown) => void;
  isSubmitting: boolean;
  failure?: string | null;
}

const FAILURE_TITLE = registerTexts.failureTitle;

/**
 * The shared parts of an account form, as registering puts them together: the form with
 * the last attempt's failure, a phone, a new password, the code sent to the phone, and the one
 * submit button, checked by registering's rules.
 */
function AccountForm({ onSubmit, isSubmitting, failure }: AccountFormProps) {
  const { control, handleSubmit, formState } = useZodForm(loadSchema, {
    defaultValues: { mobileNumber: '', password: '', code: '' },
  });
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} failure={failure} failureTitle={FAILURE_TITLE}>
      <PhoneField control={control} name="mobileNumber" label={fieldTexts.phone} />
      <NewPasswordField control={control} name="password" label={fieldTexts.password} />
      <CodeField
        control={control}
        name="code"
        label={phoneCodeTexts.code}
        description="6 angka dari WhatsApp atau SMS"
      />
      <SubmitButton isSubmitting={isSubmitting} isValid={formState.isValid}>
        {registerTexts.submit}
      </SubmitButton>
    </AuthForm>
  );
}

const meta = preview.meta({
  title: 'Parts/Auth/authFields',
  component: AccountForm,
  args: { onSubmit: fn(), isSubmitting: false, failure: null },
  decorators: [framed({ maxWidth: 420 })],
});

type Canvas = ReturnType<typeof within>;

const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'No. Telp' });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/);
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Kode verifikasi' });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Daftar' });

async function fillIn(canvas: Canvas) {
  await userEvent.type(phoneField(canvas), '0812 3456 7890');
  await userEvent.type(passwordField(canvas), 'Kopi!2025');
  await userEvent.type(codeField(canvas), '493 027');
}

/**
 * Each field asks the way a phone helps with: the numeric keypad and the saved number for the
 * phone, a new password (the browser may suggest one) with the rules under it, the keypad and
 * the phone's offer of the received code for the code. All required; nothing said yet, and
 * nothing to send.
 */
export const EachFieldAsksItsWay = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const phone = phoneField(canvas);
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toBeRequired();

    const password = passwordField(canvas);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(
      'Minimal 6 karakter dan satu karakter khusus: ! @ # $ % ^ & *',
    );
    await expect(password).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeVisible();

    const code = codeField(canvas);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription('6 angka dari WhatsApp atau SMS');
    await expect(code).toBeRequired();

    // The form checks, not the browser; and it has nothing to say before the first try.
    await expect(canvasElement.querySelector('form')?.noValidate).toBe(true);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(submitButton(canvas)).toBeDisabled();
  },
});

/** The button waits for the rules: once every field passes, it sends the checked values. */
export const FilledInSends = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(phoneField(canvas), '0812');
    await userEvent.tab();
    await expect(phoneField(canvas)).toHaveAccessibleDescription('Nomor telepon minimal 9 digit.');
    await userEvent.clear(phoneField(canvas));
    await fillIn(canvas);
    await userEvent.click(submitButton(canvas));
    const [sent] = mocked(args.onSubmit).mock.lastCall ?? [];
    await expect(sent).toEqual({
      mobileNumber: '081234567890',
      password: 'Kopi!2025',
      code: '493027',
    });
  },
});

/** The last attempt's failure stands above the fields, under the form's title for it. */
export const LastAttemptFailed = meta.story({
  args: { failure: 'Terjadi kesalahan saat melakukan registrasi' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error!');
    await expect(alert).toHaveTextContent('Terjadi kesalahan saat melakukan registrasi');
    await expect(
      alert.compareDocumentPosition(phoneField(canvas)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
});

/**
 * On a phone, while the form sends: the button is as wide as the form, busy under its own
 * name, and a press then sends nothing more.
 */
export const SendingOnAPhone = meta.story({
  globals: mobile,
  args: { isSubmitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    await fillIn(canvas);
    const button = submitButton(canvas);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const form = canvasElement.querySelector('form');
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(form?.getBoundingClientRect().width ?? 0),
    );
    await expectNoSidewaysScroll();
  },
});
