import { expectReadable } from '@kit/looks';
import { Fragment, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';

// The variants of a button-like part side by side, and what each must keep in every state:
// the stories of Button and of PlainButton (its native stand-in) ask it alike.

const label = (variant: string) => `Varian ${variant}`;

/** Each of `variants` in a row, drawn by `draw` with its label 'Varian <variant>'. */
export function VariantRow<V extends string>({
  variants,
  draw,
}: {
  variants: readonly V[];
  draw: (variant: V, label: string) => ReactNode;
}) {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Fragment key={variant}>{draw(variant, label(variant))}</Fragment>
      ))}
    </div>
  );
}

/** The buttons of a VariantRow, in its order. */
export function variantButtons(canvasElement: HTMLElement, variants: readonly string[]) {
  return variants.map((variant) =>
    within(canvasElement).getByRole('button', { name: label(variant) }),
  );
}

/**
 * Focused from the keyboard one after another, each shows a solid ring and stays readable;
 * `whenFocused` checks what the part itself adds while it has the focus.
 */
export async function expectReadableWithTheFocusRing(
  buttons: HTMLElement[],
  whenFocused: (button: HTMLElement) => unknown = () => undefined,
) {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const button of buttons) {
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await whenFocused(button);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expectReadable(button);
  }
}
