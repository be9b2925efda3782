import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Blend, Flavour } from '../blend';
import { type FinishedBlend, isFinished } from '../order';
import { NAMED_BLEND } from '../testBlends';
import { ReviewStep } from './ReviewStep';

/** A blend with every step done, as the builder hands it to the review. */
function finished(blend: Blend): FinishedBlend {
  if (!isFinished(blend)) throw new Error('The review shows only a finished blend.');
  return blend;
}

/** Each origin's taste, as the gateway gives it for Gayo, Toraja and Temanggung. */
const FLAVOURS: Flavour[] = [
  { body: 3, acidity: 4, sweetness: 3, bitterness: 2 },
  { body: 4, acidity: 2, sweetness: 4, bitterness: 3 },
  { body: 5, acidity: 2, sweetness: 2, bitterness: 5 },
];

const FLAVOURED_BLEND = finished({
  ...NAMED_BLEND,
  components: NAMED_BLEND.components.map((component, index) => ({
    ...component,
    origin: { ...component.origin, flavour: FLAVOURS[index] },
  })),
});

/** Step 4 'Hasil akhir': Gayo 50 / Toraja 25 / Temanggung 25 in a box of ten drip bags. */
const meta = preview.meta({
  title: 'Parts/Blend/ReviewStep',
  component: ReviewStep,
  args: { blend: finished(NAMED_BLEND), isOrdering: false, onOrder: fn(), onReset: fn() },
});

/** Each term of the blend's details with the value a person reads beside it. */
function details(canvasElement: HTMLElement) {
  const card = within(canvasElement).getByRole('region', { name: 'Detail blend' });
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/gu, ' ')]);
}

/**
 * Everything the blend will be, in three named cards, then the order: pressing
 * 'Pesan sekarang' starts it, 'Reset' starts the reset.
 */
export const Review = meta.story({
  play: async ({ canvasElement, canvas, args }) => {
    const composition = canvas.getByRole('region', { name: 'Komposisi' });
    await expect(
      within(composition).getByRole('img', {
        name: 'Komposisi blend: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
      }),
    ).toBeVisible();
    await expect(details(canvasElement)).toEqual([
      ['Nama', 'Pagi Siti ☕'],
      ['Kemasan', 'Drip Bag'],
      ['Ukuran', 'Isi 10'],
      ['Gilingan', 'Sedang (V60 / Drip)'],
      ['Jumlah', '1'],
      ['Harga', 'Rp 85.000'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesan sekarang' }));
    await expect(args.onOrder).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
});

/** An origin without a taste profile: the blend's is not guessed. */
export const FlavourUnknown = meta.story({
  play: async ({ canvas }) => {
    const flavour = canvas.getByRole('region', { name: 'Profil rasa' });
    await expect(flavour).toHaveTextContent('Profil rasa belum tersedia untuk origin ini.');
  },
});

/** Every origin has a profile: the blend's is theirs weighed by share. */
export const FlavourKnown = meta.story({
  args: { blend: FLAVOURED_BLEND },
  play: async ({ canvas }) => {
    const flavour = within(canvas.getByRole('region', { name: 'Profil rasa' }));
    const scales = flavour
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // Body (3·50 + 4·25 + 5·25) / 100 = 3,75; acidity (4·50 + 2·25 + 2·25) / 100 = 3.
    await expect(scales).toEqual([
      ['Body', '3,8 dari 5'],
      ['Keasaman', '3,0 dari 5'],
      ['Manis', '3,0 dari 5'],
      ['Pahit', '3,0 dari 5'],
    ]);
  },
});

/** While the order is sent: no reset, and a second press orders nothing more. */
export const Ordering = meta.story({
  args: { isOrdering: true },
  play: async ({ canvas, args }) => {
    const order = canvas.getByRole('button', { name: 'Pesan sekarang' });
    await expect(order).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(order);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
});

/** A long name wraps on a phone; nothing runs off the screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  args: { blend: finished({ ...NAMED_BLEND, name: 'Racikan Pagi Siti untuk Kantor Kuningan' }) },
  play: async ({ canvasElement }) => {
    await expect(details(canvasElement)[0]).toEqual([
      'Nama',
      'Racikan Pagi Siti untuk Kantor Kuningan',
    ]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
