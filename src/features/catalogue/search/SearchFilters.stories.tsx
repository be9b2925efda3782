import { findModal, mobile, modalGone } from '@kit/dom';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { FacetValue } from './facets';
import { FilterSheet, SearchFilters, type SearchFiltersProps } from './SearchFilters';
import type { FacetKey } from './searchAddress';

/** Each filter's values among some results, as facets.ts counts them: two with none. */
const VALUES: Record<FacetKey, FacetValue[]> = {
  kategori: [
    { id: 'biji-kopi', label: 'Biji Kopi', count: 2 },
    { id: 'drip-bag', label: 'Drip Bag', count: 1 },
  ],
  jenis: [],
  asal: [
    { id: 'gayo', label: 'Gayo', count: 2 },
    { id: 'toraja', label: 'Toraja', count: 1 },
  ],
  rasa: [],
  harga: [
    { id: '50rb-100rb', label: 'Rp50.000 – Rp100.000', count: 1 },
    { id: 'di-atas-100rb', label: 'Di atas Rp100.000', count: 2 },
  ],
};

/** The filters as the results hold them: in the address, which the part's choice changes. */
function HeldFilters(props: SearchFiltersProps) {
  const [filters, setFilters] = useHeld(props.filters, props.onChange);
  return <SearchFilters {...props} filters={filters} onChange={setFilters} />;
}

/** The sheet of phones and tablets, its button counting the filters chosen. */
function HeldSheet(props: SearchFiltersProps) {
  const [filters, setFilters] = useHeld(props.filters, props.onChange);
  return (
    <FilterSheet
      {...props}
      filters={filters}
      onChange={setFilters}
      chosen={Object.keys(filters).length}
    />
  );
}

/** One choice per filter beside the results ('Semua' or a value with its count). */
const meta = preview.meta({
  title: 'Parts/Catalogue/SearchFilters',
  component: SearchFilters,
  args: { valuesOf: fn(() => VALUES), filters: {}, onChange: fn() },
  render: (args) => <HeldFilters {...args} />,
});

const groupOf = (container: HTMLElement, name: string) =>
  within(within(container).getByRole('radiogroup', { name }));

/**
 * A filter without a value among the results is left out; choosing a value keeps the other
 * filters' choices, and 'Semua' takes the filter's own away.
 */
export const ChoosingAndClearingValues = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    for (const name of ['Kategori', 'Asal', 'Harga'])
      await expect(canvas.getByRole('radiogroup', { name })).toBeVisible();
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    await expect(canvas.queryByRole('radiogroup', { name: 'Jenis biji' })).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: 'Rasa' })).toBeNull();
    const origin = groupOf(canvasElement, 'Asal');
    await expect(origin.getByRole('radio', { name: 'Semua' })).toBeChecked();
    await expect(origin.getByRole('radio', { name: 'Toraja (1)' })).not.toBeChecked();

    await userEvent.click(origin.getByRole('radio', { name: 'Gayo (2)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ asal: 'gayo' });
    // The counts are asked for again with the new choice.
    await expect(args.valuesOf).toHaveBeenLastCalledWith({ asal: 'gayo' });
    await userEvent.click(
      groupOf(canvasElement, 'Kategori').getByRole('radio', { name: 'Drip Bag (1)' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ asal: 'gayo', kategori: 'drip-bag' });
    await userEvent.click(origin.getByRole('radio', { name: 'Semua' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ kategori: 'drip-bag' });
  },
});

/** A chosen value (from the address) is the checked one; the others' 'Semua' stays checked. */
export const AChosenPrice = meta.story({
  args: { filters: { harga: 'di-atas-100rb' } },
  play: async ({ canvasElement }) => {
    const price = groupOf(canvasElement, 'Harga');
    await expect(price.getByRole('radio', { name: 'Di atas Rp100.000 (2)' })).toBeChecked();
    await expect(price.getByRole('radio', { name: 'Semua' })).not.toBeChecked();
    await expect(
      groupOf(canvasElement, 'Kategori').getByRole('radio', { name: 'Semua' }),
    ).toBeChecked();
  },
});

/**
 * On a phone the filters are tried in a bottom sheet: nothing changes until 'Terapkan', and
 * 'Reset' clears what was tried.
 */
export const SheetOnAPhone = meta.story({
  globals: mobile,
  args: { filters: { asal: 'gayo' } },
  render: (args) => <HeldSheet {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter (1)' }));
    const sheet = await findModal('Filter');
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const origin = groupOf(sheet, 'Asal');
    await expect(origin.getByRole('radio', { name: 'Gayo (2)' })).toBeChecked();
    await userEvent.click(origin.getByRole('radio', { name: 'Toraja (1)' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    await expect(origin.getByRole('radio', { name: 'Semua' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(origin.getByRole('radio', { name: 'Toraja (1)' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    await modalGone();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ asal: 'toraja' });
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  },
});

/** Closed without 'Terapkan', the sheet forgets what was tried: it opens on the filters again. */
export const SheetClosedWithoutApplying = meta.story({
  args: { filters: {} },
  render: (args) => <HeldSheet {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const sheet = await findModal('Filter');
    await userEvent.click(groupOf(sheet, 'Asal').getByRole('radio', { name: 'Toraja (1)' }));
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const again = await findModal('Filter');
    await expect(groupOf(again, 'Asal').getByRole('radio', { name: 'Semua' })).toBeChecked();
  },
});
