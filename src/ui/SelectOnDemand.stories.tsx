import { AbovePlaceholder, findLoadingArea, framed } from '@kit/dom';
import { failingFirstDownload, retryAfterOffline } from '@kit/parts';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { onDemandPart } from './onDemandPart';
import { Select, type SelectProps } from './Select';
import { SelectOnDemand, SelectSkeleton } from './SelectOnDemand';

const provinces = [
  { id: '9', label: 'Jawa Barat' },
  { id: '10', label: 'Jawa Tengah' },
];

/**
 * What screens show while react-aria's select loads: its skeleton, which must take exactly
 * the select's room, so nothing moves when the select replaces it. Each case renders both,
 * one above the other, and compares their boxes.
 */
function SideBySide(props: SelectProps) {
  return (
    <AbovePlaceholder shown={<Select {...props} />} placeholder={<SelectSkeleton {...props} />} />
  );
}

async function expectSameBox(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The select is in once its trigger is.
  await canvas.findByRole('button', { name: /Provinsi/ });
  const real = canvas.getByTestId('shown').getBoundingClientRect();
  const stand = canvas.getByTestId('placeholder');
  const box = stand.getBoundingClientRect();
  await expect(box.height).toBeCloseTo(real.height, 0);
  await expect(box.width).toBeCloseTo(real.width, 0);
  // A person hears that it is loading, and finds nothing to press yet.
  await findLoadingArea(stand, 'Memuat…');
  await expect(within(stand).queryByRole('button')).toBeNull();
}

const meta = preview.meta({
  title: 'UI/SelectOnDemand',
  component: SideBySide,
  args: { label: 'Provinsi', options: provinces, isRequired: true, onChange: fn() },
  decorators: [framed({ maxWidth: 360 })],
});

export const SkeletonWithValue = meta.story({
  args: { value: '10' },
  play: async ({ canvasElement }) => expectSameBox(canvasElement),
});

export const SkeletonWaiting = meta.story({
  args: {
    value: null,
    isDisabled: true,
    placeholder: 'Pilih',
    description: 'Pilih provinsi terlebih dahulu',
  },
  play: async ({ canvasElement }) => expectSameBox(canvasElement),
});

export const SkeletonInvalid = meta.story({
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

/** SelectOnDemand as it is made, on a download that fails the first time. */
function OfflineFirst(props: SelectProps) {
  const [Part] = useState(() =>
    onDemandPart(
      failingFirstDownload(async () => (await import('./Select')).Select),
      {
        Skeleton: SelectSkeleton,
      },
    ),
  );
  return <Part {...props} />;
}

/**
 * The select's code could not be downloaded (offline): the shop's offline words stand in its
 * place, and 'Coba lagi' downloads it again, which a lazy component never would.
 */
export const DownloadFailsThenRetry = meta.story({
  render: (args) => <OfflineFirst {...args} />,
  args: { value: '9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Provinsi/ })).toBeNull();
    await retryAfterOffline(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Provinsi/ })).toHaveTextContent(
      'Jawa Barat',
    );
  },
});
