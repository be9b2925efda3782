import { gayoLine } from '@kit/cartLines';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { LinePicture } from './LinePicture';

/** A cart line's product picture, beside the line's name. */
const meta = preview.meta({
  title: 'Parts/Cart/LinePicture',
  component: LinePicture,
  args: { line: gayoLine, size: 72 },
});

/** The picture once the browser has it, drawn at its size. */
async function loadedPicture(canvasElement: HTMLElement) {
  const picture = canvasElement.querySelector('img') as HTMLImageElement;
  await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
  return picture;
}

/**
 * Beside the line's name it adds nothing a screen reader should hear twice: no image role,
 * no name, only the product's picture at the size asked for.
 */
export const BesideTheName = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const picture = await loadedPicture(canvasElement);
    await expect(picture).toHaveAttribute('src', expect.stringContaining('BN-GAYO-250-1.svg'));
    await expect(picture).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).toBeNull();
    const box = picture.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([72, 72]);
  },
});

/** Where the picture is all there is of the product (the detail dialog), it is named. */
export const Named = meta.story({
  args: { alt: 'Arabika Gayo Full Wash', size: 160 },
  play: async ({ canvasElement, canvas }) => {
    await loadedPicture(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Arabika Gayo Full Wash' })).toHaveAttribute(
      'width',
      '160',
    );
  },
});

/** A product without a picture shows the shop's default one, never a broken image. */
export const WithoutAPicture = meta.story({
  args: { line: { product: { ...gayoLine.product, image: ' ' } } },
  play: async ({ canvasElement }) => {
    const picture = await loadedPicture(canvasElement);
    const src = picture.getAttribute('src') ?? '';
    await expect(src).toMatch(/^data:image\/svg\+xml,/);
    await expect(decodeURIComponent(src)).toContain('<title>Gambar produk</title>');
  },
});
