import { mobile } from '@kit/dom';
import { expectReadable, hover } from '@kit/looks';
import { expectReadableWithTheFocusRing, VariantRow, variantButtons } from '@kit/variants';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button, type ButtonVariant } from './Button';

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { onPress: fn(), children: 'Daftar Sekarang!' },
});

export const Primary = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Daftar Sekarang!' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);

    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', children: 'Belanja lagi' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Belanja lagi' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Ghost = meta.story({
  args: { variant: 'ghost', children: 'Tidak, Batalkan' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tidak, Batalkan' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Danger = meta.story({
  args: { variant: 'danger', children: 'Ya, Tambahkan' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ya, Tambahkan' });
    // The confirm colour SPEC.md asks for: dark red #8E1B1B with white text.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(142, 27, 27)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
});

export const LinkLike = meta.story({
  args: { variant: 'link', children: 'Lihat data invoice' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Lihat data invoice' });
    await expect(getComputedStyle(button).textDecorationLine).toBe('underline');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} size="md">
        Sedang
      </Button>
      <Button {...args} size="lg">
        Buat Blend Kopi Kamu
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Even the small size stays a comfortable touch target.
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, children: 'Lanjut Pembayaran' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Lanjut Pembayaran' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** Not yet: the button says why under it, and that line is its description. */
export const DisabledWithAReason = meta.story({
  args: { whyDisabled: 'Pilih cabang tempat kamu membayar.', children: 'Bayar' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bayar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Pilih cabang tempat kamu membayar.');
    await expect(
      within(canvasElement).getByText('Pilih cabang tempat kamu membayar.'),
    ).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { isLoading: true, children: '+ Keranjang' },
  play: async ({ canvasElement, args }) => {
    // The label still names the button while the spinner shows, and presses are ignored.
    const button = within(canvasElement).getByRole('button', { name: '+ Keranjang' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/**
 * Pressed on a pre-rendered page before the app took it over (scripts/startAfterPaint.js
 * marks it so; src/lib/earlyPress.ts): it says it waits until the app carries the press out.
 */
export const WaitingForTheApp = meta.story({
  args: { children: '+ Keranjang', 'data-needs-app': 'add-to-cart' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '+ Keranjang' });
    // As the start script marks the pre-rendered button it kept a press for.
    button.setAttribute('aria-busy', 'true');
    const look = getComputedStyle(button);
    await expect(look.cursor).toBe('progress');
    await expect(look.outlineStyle).toBe('dashed');
    await expectReadable(button);
  },
});

export const LoadingSubmitDoesNotSubmit = meta.story({
  args: { isLoading: true, type: 'submit', children: 'Perbaharui Profil' },
  render: (args) => {
    const onSubmit = args.onPress;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.({} as never);
        }}
      >
        <Button {...args} onPress={undefined} />
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Perbaharui Profil' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: {
    children: 'Tambahkan semua item dalam pembelian ini ke keranjang sekarang juga',
    isFullWidth: true,
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // The label wraps inside the button instead of overflowing the narrow screen.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];

/**
 * Every variant keeps its label readable in each state a person puts it in: under the
 * pointer, pressed, and focused from the keyboard (where a ring shows around it).
 */
export const EveryVariantReadableInEachState = meta.story({
  render: (args) => (
    <VariantRow
      variants={VARIANTS}
      draw={(variant, label) => (
        <Button {...args} variant={variant}>
          {label}
        </Button>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const buttons = variantButtons(canvasElement, VARIANTS);
    for (const button of buttons) {
      await hover(button);
      await expectReadable(button);
      await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
      await expect(button).toHaveAttribute('data-pressed');
      await expectReadable(button);
      await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
    }
    await expectReadableWithTheFocusRing(buttons, (button) =>
      expect(button).toHaveAttribute('data-focus-visible'),
    );
  },
});
