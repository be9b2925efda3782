import { mobile, page } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ApiError } from '@/api/errors';
import type { Resource } from '@/api/serverData';
import type { RegionOption } from '../hooks/useRegions';
import { RegionSelect } from './RegionSelect';

const jakarta: RegionOption[] = [
  { id: '152', label: 'Jakarta Pusat', name: 'Jakarta Pusat' },
  { id: '153', label: 'Jakarta Selatan', name: 'Jakarta Selatan' },
  { id: '22', label: 'Kabupaten Bandung', name: 'Bandung' },
];
const controls = { retry: fn(), reload: fn(), outOfDate: false };
const loaded: Resource<RegionOption[]> = {
  status: 'success',
  data: jakarta,
  error: undefined,
  ...controls,
};

const meta = preview.meta({
  title: 'Parts/Addresses/RegionSelect',
  component: RegionSelect,
  args: {
    label: 'Kota/Kabupaten',
    options: loaded,
    value: '',
    onChange: fn(),
    onBlur: fn(),
    waitingFor: null,
    failedText: 'Daftar kota/kabupaten gagal dimuat.',
  },
});

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Kota\/Kabupaten$/ });

export const ChooseACity = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Pilih salah satu');
    await userEvent.click(trigger(canvasElement));
    const listbox = await page.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kabupaten Bandung' }));
    // The list shows which Bandung; the address stores the provider's name.
    await expect(args.onChange).toHaveBeenCalledWith(jakarta[2]);
  },
});

export const ChosenWithItsMessage = meta.story({
  args: { value: '153', errorMessage: 'Kota/Kabupaten harus dipilih!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Kota\/Kabupaten$/ })).toHaveTextContent(
      'Jakarta Selatan',
    );
    await expect(canvas.getByText('Kota/Kabupaten harus dipilih!')).toBeVisible();
  },
});

/** Nothing to choose before the province: said under the select, which stays shut. */
export const WaitingForTheProvince = meta.story({
  args: { waitingFor: 'Pilih provinsi terlebih dahulu' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      'Pilih provinsi terlebih dahulu',
    );
  },
});

export const Loading = meta.story({
  args: { options: { status: 'loading', data: undefined, error: undefined, ...controls } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveTextContent('Memuat pilihan…');
  },
});

/** One list that failed says so and reloads on its own; the rest of the form goes on. */
export const FailedToLoadOnMobile = meta.story({
  globals: mobile,
  args: {
    options: {
      status: 'error',
      data: undefined,
      error: new ApiError({
        status: 500,
        error: 'server_error',
        description: 'upstream timeout',
        userMessage: 'Server sedang bermasalah.',
      }),
      ...controls,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Daftar kota/kabupaten gagal dimuat.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang Kota/Kabupaten' }));
    await expect(args.options.retry).toHaveBeenCalledTimes(1);
  },
});
