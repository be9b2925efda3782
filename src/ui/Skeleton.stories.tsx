import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = preview.meta({
  title: 'UI/Skeleton',
  component: Skeleton,
});

export const Shapes = meta.story({
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', maxWidth: 480 }}>
        <Skeleton shape="circle" width={56} />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" lines={2} />
        </div>
      </div>
      <div style={{ marginTop: 16, width: 240 }}>
        <Skeleton shape="block" aspectRatio="1 / 1" />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    // One label for the whole loading area; the shapes themselves are silent.
    await expect(canvas.getByText('Memuat…')).toBeInTheDocument();
    const group = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(group).toHaveTextContent(/^Memuat…$/);
    const shapes = group.querySelectorAll<HTMLElement>(
      '[aria-hidden="true"]:not([aria-hidden="true"] *)',
    );
    await expect(shapes).toHaveLength(3);
    // The image placeholder keeps the image's square shape, so the grid will not jump.
    const image = shapes[2] as HTMLElement;
    await expect(Math.round(image.getBoundingClientRect().height)).toBe(240);
  },
});

/** The shape of the product grid while the catalogue loads (SPEC: loading placeholders). */
export const ProductGrid = meta.story({
  render: () => (
    <SkeletonGroup label="Memuat produk…">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 24,
        }}
      >
        {Array.from({ length: 8 }, (_, card) => (
          <div key={String(card)} style={{ display: 'grid', gap: 12 }}>
            <Skeleton aspectRatio="1 / 1" />
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" width="40%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Memuat produk…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
});

export const ProductGridOnMobile = ProductGrid.extend({
  globals: mobile,
});
