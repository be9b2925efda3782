import { expectNoSidewaysScroll, findLoadError, findLoadingArea, framed, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering } from '@kit/gateway';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { listGrindOptions } from '@/api/catalogue/calls';
import { GrindLevelField } from './GrindLevelField';

const GRIND_OPTIONS = '/api/ProductOption/OptionCategory/:category';

/** The grind choice of the add-to-cart form for beans, on the mock gateway's options. */
const meta = preview.meta({
  title: 'Parts/Catalogue/GrindLevelField',
  component: GrindLevelField,
  args: { value: '', onChange: fn() },
  decorators: [framed({ maxWidth: 480 })],
});

const grindGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('radiogroup', { name: /^Tingkat penggilingan/u });

export const ChoosingAGrind = meta.story({
  play: async ({ canvasElement, args }) => {
    const group = await grindGroup(canvasElement);
    // Required: the group says so, the asterisk is for the eye only.
    await expect(group).toHaveAttribute('aria-required', 'true');
    // The gateway's grinds, in its order.
    const grinds = within(group).getAllByRole('radio');
    await expect(grinds.map((grind) => grind.closest('label')?.textContent)).toEqual(
      (await listGrindOptions()).map((g) => g.name),
    );
    await expect(grinds).toHaveLength(6);
    for (const grind of grinds) await expect(grind).not.toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Halus (Espresso)' }));
    await expect(args.onChange).toHaveBeenCalledWith('Halus (Espresso)');
  },
});

export const AlreadyChosen = meta.story({
  args: { value: 'Sedang (V60 / Drip)' },
  play: async ({ canvasElement }) => {
    const group = await grindGroup(canvasElement);
    await expect(within(group).getByRole('radio', { name: 'Sedang (V60 / Drip)' })).toBeChecked();
  },
});

/** Submitted without a grind: the group says what is missing, to the eye and to the ear. */
export const NotChosenYet = meta.story({
  args: { errorMessage: 'Pilih tingkat penggilingan.' },
  play: async ({ canvasElement }) => {
    const group = await grindGroup(canvasElement);
    await expect(within(group).getByText('Pilih tingkat penggilingan.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Pilih tingkat penggilingan.');
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const group = await grindGroup(canvasElement);
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expectNoSidewaysScroll();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', GRIND_OPTIONS)),
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat pilihan penggilingan…');
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
});

export const LoadFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', GRIND_OPTIONS)),
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(
      canvasElement,
      'Pilihan penggilingan tidak dapat dimuat.',
    );
    await userEvent.click(retry);
    await expect(within(await grindGroup(canvasElement)).getAllByRole('radio')).toHaveLength(6);
  },
});
