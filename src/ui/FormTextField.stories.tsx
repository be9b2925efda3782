import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { FormTextField } from './FormTextField';

const schema = z.object({
  phone: z.string().regex(/^\d{9,15}$/, 'Nomor telepon minimal 9 digit.'),
  password: z.string().min(6, 'Password must be at least 6 characters long.'),
});
type Values = z.infer<typeof schema>;

function DemoForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: 420 }}
    >
      <FormTextField
        control={control}
        name="phone"
        label="No. Telp"
        inputMode="numeric"
        isRequired
      />
      <FormTextField control={control} name="password" label="Password" isPassword isRequired />
      <Button type="submit">Login</Button>
    </form>
  );
}

const meta = preview.meta({
  title: 'UI/FormTextField',
  component: DemoForm,
  args: { onSubmit: fn() },
});

export const MessageOnceTouched = meta.story({
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: /No\. Telp/ });
    await userEvent.type(phone, '08a');
    await expect(canvas.queryByText('Nomor telepon minimal 9 digit.')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('Nomor telepon minimal 9 digit.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    await expect(phone).toHaveValue('08a');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ValidFormSubmits = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /No\. Telp/ }), '081234567890');
    const password = canvasElement.querySelector('input[type="password"]') as HTMLInputElement;
    await userEvent.type(password, 'Kopi!2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(canvas.getByRole('textbox', { name: /Password/ })).toHaveValue('Kopi!2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { phone: '081234567890', password: 'Kopi!2024' },
      expect.anything(),
    );
  },
});
