import { findRadioGroup } from '@kit/dom';
import { failingOnce } from '@kit/gateway';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { FieldProps } from '@/lib/zodForm';
import { GrindField } from './GrindField';

/** Held as the buying form holds it: what the field reports becomes its value. */
function Held(props: FieldProps<string>) {
  const [value, setValue] = useHeld(props.value, props.onChange);
  return <GrindField {...props} value={value} onChange={setValue} />;
}

/** A coffee bag's 'Tingkat penggilingan', with the gateway's grind options. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/GrindField',
  component: GrindField,
  args: { value: '', onChange: fn(), onBlur: fn(), isInvalid: false, errorMessage: undefined },
  render: (args) => <Held {...args} />,
});

/** The options by their names; choosing one reports its code. */
export const ChoosesAGrind = meta.story({
  play: async ({ args, canvasElement }) => {
    const group = await findRadioGroup(canvasElement, 'Tingkat penggilingan');
    await expect(group.getByRole('radio', { name: 'Kasar (French Press)' })).toBeVisible();
    const fine = group.getByRole('radio', { name: 'Halus (Espresso)' });
    await userEvent.click(fine);
    await expect(fine).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('GRIND-FINE');
  },
});

/** The options fail to load: said so, and 'Coba lagi' brings them. */
export const FailsThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/ProductOption/OptionCategory/:category'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tingkat penggilingan gagal dimuat.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(await canvas.findByRole('radio', { name: 'Halus (Espresso)' })).toBeVisible();
  },
});
