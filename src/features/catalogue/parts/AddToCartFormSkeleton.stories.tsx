import { loadingStory, mobile } from '@kit/dom';
import preview from '#.storybook/preview';
import { AddToCartFormSkeleton } from './AddToCartSheet';

const LOADING = 'Memuat pilihan pembelian…';

/**
 * The outline '+ Keranjang' answers with at once, inside the sheet's frame (its title and
 * 'Tutup'), for the moment before the form's fields render (AddToCartSheet, issue 37).
 */
const meta = preview.meta({
  title: 'Parts/Catalogue/AddToCartFormSkeleton',
  component: AddToCartFormSkeleton,
});

/** Busy, saying what loads; no field and no button to press yet. */
export const Loading = meta.story(loadingStory(LOADING, ['button', 'spinbutton']));

/** On a phone the outline stays within the sheet's width. */
export const OnAPhone = meta.story({
  ...loadingStory(LOADING, ['button', 'spinbutton']),
  globals: mobile,
});
