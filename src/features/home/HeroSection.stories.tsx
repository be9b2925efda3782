import { expectDecorative, expectLinkTo, expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { HeroSection } from './HeroSection';

const meta = preview.meta({
  title: 'Parts/Home/HeroSection',
  component: HeroSection,
  args: { id: 'beranda' },
  parameters: { layout: 'fullscreen' },
});

const hero = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Blend Kopimu Sendiri' });

export const BlendPromise = meta.story({
  play: async ({ canvasElement }) => {
    const section = hero(canvasElement);
    // The page's one h1, naming the section the side dots scroll to.
    await expect(section).toHaveAttribute('id', 'beranda');
    await expect(section).toHaveAttribute('tabindex', '-1');
    await expect(within(section).getByRole('heading', { level: 1 })).toHaveAttribute(
      'id',
      'beranda-judul',
    );
    await expect(within(section).getByText('Roastery kopi Nusantara')).toBeVisible();
    await expect(within(section).getByText(/^Pilih biji kopi dari kebun-kebun/u)).toBeVisible();
    await expectLinkTo(within(section), 'Buat Blend Kopi Kamu', '/custom-blend/introduction');
    await expectLinkTo(within(section), 'Lihat semua produk', '/products');
    await expectDecorative(section.querySelector('svg'));
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const cta = within(hero(canvasElement)).getByRole('link', { name: 'Buat Blend Kopi Kamu' });
    await expect(cta.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll();
  },
});
