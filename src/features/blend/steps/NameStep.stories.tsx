import { expectLinkTo, mobile } from '@kit/dom';
import { expectLocation } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { holding, NAMED_BLEND, PACKED_BLEND, storedBlend } from '../testBlends';
import { atStep } from './blendStepStory';
import { NameStep } from './NameStep';

const STEP = '/custom-blend/input-nama-blend';

/** The blend the tab's session storage holds when the step opens. */

const storedName = () => storedBlend()?.name;

/** Step 3 at its address, the blend composed and packed, nothing named yet. */
const meta = preview.meta({
  title: 'Parts/Blend/NameStep',
  component: NameStep,
  ...atStep(STEP, PACKED_BLEND),
});

const nameField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Nama blend' });

const pressNext = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Lanjut' }));

/** Nothing typed yet: the count under the field, no complaint before 'Lanjut'. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Nama di label kemasan' });
    const field = nameField(canvasElement);
    await expect(field).toHaveValue('');
    await expect(field).toBeRequired();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAccessibleDescription('0/40 karakter, tercetak di label.');
    await expectLinkTo(within(card), 'Kembali', '/custom-blend/pilih-kemasan-produk');
  },
});

/** 'Lanjut' with no name: the field says it is needed, and the shopper stays on the step. */
export const NameRequired = meta.story({
  play: async ({ canvasElement }) => {
    await pressNext(canvasElement);
    const field = nameField(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Nama blend wajib diisi\./);
    await expect(within(canvasElement).getByText('Nama blend wajib diisi.')).toBeVisible();
    await expectLocation(STEP);
    await expect(storedName()).toBe('');
  },
});

/** Spaces alone are no name: refused, and what was typed stays in the field. */
export const SpacesOnly = meta.story({
  play: async ({ canvasElement }) => {
    const field = nameField(canvasElement);
    await userEvent.type(field, '   ');
    await pressNext(canvasElement);
    await expect(within(canvasElement).getByText('Nama blend wajib diisi.')).toBeVisible();
    await expect(field).toHaveValue('   ');
    await expectLocation(STEP);
  },
});

/**
 * Past 40 characters the name would not fit the label: refused, the typed name kept to be
 * shortened, and the complaint gone once it fits.
 */
export const TooLong = meta.story({
  play: async ({ canvasElement }) => {
    const field = nameField(canvasElement);
    const typed = 'Racikan Pagi Siti untuk Kantor Kuningan 1';
    await userEvent.type(field, typed);
    await expect(field).toHaveAccessibleDescription(/41\/40 karakter, tercetak di label\./);
    await pressNext(canvasElement);
    await expect(within(canvasElement).getByText('Nama blend maksimal 40 karakter.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(typed);
    await expectLocation(STEP);
    await expect(storedName()).toBe('');

    await userEvent.type(field, '{Backspace}');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByText('Nama blend maksimal 40 karakter.')).toBeNull();
  },
});

/** A name that fits goes on to the review, kept without the spaces around it. */
export const GoesOnToTheReview = meta.story({
  play: async ({ canvasElement }) => {
    const field = nameField(canvasElement);
    await userEvent.type(field, '  Pagi Siti ☕ ');
    await expect(field).toHaveAccessibleDescription('11/40 karakter, tercetak di label.');
    await userEvent.keyboard('{Enter}');
    await expectLocation('/custom-blend/hasil-akhir');
    await expect(storedName()).toBe('Pagi Siti ☕');
  },
});

/** Back from the review: the name chosen before is in the field. */
export const NamedBefore = meta.story({
  beforeEach: holding(NAMED_BLEND),
  play: async ({ canvasElement }) => {
    await expect(nameField(canvasElement)).toHaveValue('Pagi Siti ☕');
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await pressNext(canvasElement);
    await expect(within(canvasElement).getByText('Nama blend wajib diisi.')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
