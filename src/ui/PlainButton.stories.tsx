import { expectReadable, hover } from '@kit/looks';
import { expectReadableWithTheFocusRing, VariantRow, variantButtons } from '@kit/variants';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PlainButton, type PlainButtonProps } from './PlainButton';

/**
 * A native <button> with the Button's look, for the first load (the analytics notice's
 * 'Terima' / 'Tolak' / 'Tutup'): it must press, take the keyboard and look like a Button in
 * every state without react-aria's help.
 */
const meta = preview.meta({
  title: 'UI/PlainButton',
  component: PlainButton,
  args: { onClick: fn(), children: 'Terima' },
});

export const PressedByPointerAndKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Terima' });
    // A button, never a submit of a form around it.
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
});

const VARIANTS: NonNullable<PlainButtonProps['variant']>[] = [
  'primary',
  'secondary',
  'ghost',
  'danger',
];

/** Readable under the pointer and with the keyboard's focus ring, as Button's own story asks. */
export const EveryVariantReadableInEachState = meta.story({
  render: (args) => (
    <VariantRow
      variants={VARIANTS}
      draw={(variant, label) => (
        <PlainButton {...args} variant={variant} size="sm">
          {label}
        </PlainButton>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const buttons = variantButtons(canvasElement, VARIANTS);
    for (const button of buttons) {
      const before = getComputedStyle(button).backgroundColor;
      await hover(button);
      await expectReadable(button);
      // The hover shows (by CSS: no react-aria sets data-hovered on it).
      await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(before));
    }
    await expectReadableWithTheFocusRing(buttons);
  },
});
