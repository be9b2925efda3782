import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { beforeAll, expect, test, vi } from 'vitest';
import { FormTextField } from './FormTextField';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let submitted: Record<string, string> | null = null;

function PhoneForm() {
  const { control, handleSubmit, watch } = useForm({ defaultValues: { phone: '', password: '' } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        submitted = values;
      })}
    >
      <FormTextField control={control} name="phone" label="No. Telp" />
      <FormTextField control={control} name="password" label="Password" isPassword />
      <output>{watch('phone')}</output>
      <button type="submit">Login</button>
    </form>
  );
}

test('what a shopper typed into a pre-rendered form before the script ran is kept, and sent', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PhoneForm />);
  document.body.append(container);
  const [phone, password] = container.querySelectorAll('input');
  if (!phone || !password) throw new Error('the form has no fields');
  // Typed (or filled in by the browser) while the page was still only HTML.
  phone.value = '081234567890';
  password.value = 'Kopi!2024';

  await act(async () => {
    hydrateRoot(container, <PhoneForm />);
  });
  // Any later render of the fields (focus, validation) must not put the empty value back.
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });

  expect(phone.value).toBe('081234567890');
  expect(password.value).toBe('Kopi!2024');
  expect(container.querySelector('output')?.textContent).toBe('081234567890');
  await vi.waitFor(() =>
    expect(submitted).toEqual({ phone: '081234567890', password: 'Kopi!2024' }),
  );
  container.remove();
});
