import { framed } from '@kit/dom';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { FieldHelp, FieldLabel } from './FieldParts';

type FieldStoryProps = Parameters<typeof FieldLabel>[0] &
  Parameters<typeof FieldHelp>[0] & { isInvalid?: boolean };

/** The label, help and error every form field of the design system is built from. */
function Field({
  children,
  isRequired,
  isHidden,
  description,
  errorMessage,
  isInvalid,
}: FieldStoryProps) {
  return (
    <TextField
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      validate={(value) => (value.length > 0 && value.length < 3 ? 'Minimal 3 huruf.' : null)}
    >
      <FieldLabel isRequired={isRequired} isHidden={isHidden}>
        {children}
      </FieldLabel>
      <Input />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

const meta = preview.meta({
  title: 'UI/FieldParts',
  component: Field,
  args: { children: 'Nama penerima', isRequired: true, description: 'Sesuai KTP' },
  decorators: [framed({ maxWidth: 420 })],
});

export const LabelAndHelp = meta.story({
  play: async ({ canvas }) => {
    // The asterisk is for the eye; the field itself says it is required.
    const input = canvas.getByRole('textbox', { name: 'Nama penerima' });
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Sesuai KTP');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
});

/** A message from outside (a form library, the server) shows and is read with the field. */
export const InvalidFromOutside = meta.story({
  args: { isInvalid: true, errorMessage: 'Nama penerima tidak boleh kosong!' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama penerima' });
    await expect(canvas.getByText('Nama penerima tidak boleh kosong!')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Sesuai KTP Nama penerima tidak boleh kosong!');
  },
});

/** The field's own rule, with the message written from its result. */
export const OwnRuleWithAWrittenMessage = meta.story({
  args: { errorMessage: (validation) => `Periksa lagi: ${validation.validationErrors.join(' ')}` },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama penerima' });
    await userEvent.type(input, 'Bu');
    await expect(canvas.getByText('Periksa lagi: Minimal 3 huruf.')).toBeVisible();
    await userEvent.type(input, 'di');
    await expect(canvas.queryByText(/Periksa lagi/u)).toBeNull();
  },
});

/** Where the layout already says what a field is, the label is for screen readers only. */
export const LabelForScreenReadersOnly = meta.story({
  args: { isHidden: true, isRequired: false, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nama penerima' })).toBeVisible();
    const label = canvas.getByText('Nama penerima');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByText('*')).toBeNull();
  },
});
