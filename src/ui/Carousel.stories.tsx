import { framed, mobile } from '@kit/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Carousel, type CarouselImage } from './Carousel';

/** A drawn bean bag, tinted like the shop's own illustrations; no image leaves the repo. */
function bag(tint: string, name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#faf6f0"/>
<path d="M120 90h160l20 40v200a20 20 0 0 1-20 20H120a20 20 0 0 1-20-20V130z" fill="${tint}"/>
<rect x="100" y="120" width="200" height="14" fill="#24160f" opacity=".25"/>
<rect x="135" y="190" width="130" height="90" rx="8" fill="#fff"/>
<text x="200" y="242" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#24160f">${name}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images: CarouselImage[] = [
  { src: bag('#7a4a2a', 'Gayo'), alt: 'Kemasan depan Kopi Gayo Wine' },
  { src: bag('#2e6b3f', 'Gayo'), alt: 'Kemasan belakang dengan catatan rasa' },
  { src: bag('#2b5a8a', 'Gayo'), alt: 'Biji kopi sangrai medium' },
];

const meta = preview.meta({
  title: 'UI/Carousel',
  component: Carousel,
  args: { images, label: 'Gambar Kopi Gayo Wine' },
  decorators: [framed({ maxWidth: 420 })],
});

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('img', { hidden: false });

export const PreviousAndNextWrapAround = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Gambar Kopi Gayo Wine' })).toBeVisible();
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan depan Kopi Gayo Wine');

    const next = canvas.getByRole('button', { name: 'Gambar berikutnya' });
    const previous = canvas.getByRole('button', { name: 'Gambar sebelumnya' });
    await userEvent.click(next);
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan belakang dengan catatan rasa');
    await userEvent.click(next);
    await userEvent.click(next);
    // Past the last picture comes the first again...
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan depan Kopi Gayo Wine');
    await userEvent.click(previous);
    // ...and before the first, the last.
    await expect(shown(canvasElement)).toHaveAccessibleName('Biji kopi sangrai medium');
  },
});

export const Dots = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const dots = canvas.getAllByRole('button', { name: /^Gambar \d dari 3$/ });
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Gambar 3 dari 3' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('Biji kopi sangrai medium');
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]).not.toHaveAttribute('aria-current');
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Gambar sebelumnya' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan belakang dengan catatan rasa');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(shown(canvasElement)).toHaveAccessibleName('Biji kopi sangrai medium');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan depan Kopi Gayo Wine');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(shown(canvasElement)).toHaveAccessibleName('Kemasan belakang dengan catatan rasa'),
    );
  },
});

export const FixedShapeAndLazyImages = meta.story({
  args: { isPriority: true, aspectRatio: '4 / 3', imageSize: { width: 400, height: 300 } },
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('img');
    // The main picture loads at once and first; the others only when they are shown.
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    await expect(pictures[2]).toHaveAttribute('loading', 'lazy');
    await expect(pictures[2]).not.toHaveAttribute('fetchpriority');
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('width', '400');
      await expect(picture).toHaveAttribute('height', '300');
    }
    const frame = (pictures[0] as HTMLElement).closest('[style]') as HTMLElement;
    const box = frame.getBoundingClientRect();
    await expect(Math.round((box.width * 3) / 4)).toBe(Math.round(box.height));
  },
});

export const SingleImage = meta.story({
  args: { images: images.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toHaveAccessibleName('Kemasan depan Kopi Gayo Wine');
    // Nothing to page through, so no buttons.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const SwipeOnMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const picture = shown(canvasElement);
    const frame = picture.closest('[style]') as HTMLElement;
    const box = frame.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const y = box.top + box.height / 2;
    frame.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        pointerType: 'touch',
        clientX: 300,
        clientY: y,
      }),
    );
    frame.dispatchEvent(
      new PointerEvent('pointerup', {
        bubbles: true,
        pointerType: 'touch',
        clientX: 120,
        clientY: y,
      }),
    );
    await waitFor(() =>
      expect(shown(canvasElement)).toHaveAccessibleName('Kemasan belakang dengan catatan rasa'),
    );
  },
});
