import { AbovePlaceholder, framed } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Select, type SelectProps } from './Select';
import { SelectOnDemand, SelectPlaceholder } from './SelectOnDemand';

const provinces = [
  { id: '9', label: 'Jawa Barat' },
  { id: '10', label: 'Jawa Tengah' },
];

/**
 * What screens show while react-aria's select loads: a stand-in that must take exactly the
 * select's room, so nothing moves when the select replaces it. Each case renders both, one
 * above the other, and compares their boxes.
 */
function SideBySide(props: SelectProps) {
  return (
    <AbovePlaceholder
      shown={<Select {...props} />}
      placeholder={<SelectPlaceholder {...props} />}
    />
  );
}

async function expectSameBox(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The select is in once its trigger is.
  await canvas.findByRole('button', { name: /Provinsi/ });
  const real = canvas.getByTestId('shown').getBoundingClientRect();
  const stand = canvas.getByTestId('placeholder').getBoundingClientRect();
  await expect(stand.height).toBeCloseTo(real.height, 0);
  await expect(stand.width).toBeCloseTo(real.width, 0);
}

const meta = preview.meta({
  title: 'UI/SelectOnDemand',
  component: SideBySide,
  args: { label: 'Provinsi', options: provinces, isRequired: true, onChange: fn() },
  decorators: [framed({ maxWidth: 360 })],
});

export const PlaceholderWithValue = meta.story({
  args: { value: '10' },
  play: async ({ canvasElement }) => {
    await expectSameBox(canvasElement);
    await expect(within(canvasElement).getByTestId('placeholder')).toHaveTextContent('Jawa Tengah');
  },
});

export const PlaceholderWaiting = meta.story({
  args: {
    value: null,
    isDisabled: true,
    placeholder: 'Pilih',
    description: 'Pilih provinsi terlebih dahulu',
  },
  play: async ({ canvasElement }) => expectSameBox(canvasElement),
});

export const PlaceholderInvalid = meta.story({
  args: {
    value: null,
    isInvalid: true,
    validationBehavior: 'aria',
    errorMessage: 'Provinsi tidak boleh kosong!',
  },
  play: async ({ canvasElement }) => expectSameBox(canvasElement),
});

/** Screens use SelectOnDemand as a Select: once loaded it is the select itself. */
export const OnDemand = meta.story({
  render: (args) => <SelectOnDemand {...args} />,
  args: { value: '9' },
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Provinsi/ });
    await expect(trigger).toHaveTextContent('Jawa Barat');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox', { name: /Provinsi/ });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Jawa Tengah' }));
    await expect(args.onChange).toHaveBeenCalledWith('10');
  },
});
