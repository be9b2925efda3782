import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ProductDescription } from './ProductDescription';

const meta = preview.meta({
  title: 'Parts/Catalogue/ProductDescription',
  component: ProductDescription,
  args: {
    html: '<p>Diproses <strong>wine</strong>: fermentasi panjang dalam buah.</p><h3>Catatan rasa</h3><ul><li>Anggur merah</li><li>Cokelat hitam</li></ul><p><a href="https://kopinusantara.id/gayo" target="_blank">Tentang kebun Gayo</a></p>',
  },
});

/** The section, named by its 'Deskripsi' heading. */
const description = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Deskripsi' }));

export const Formatted = meta.story({
  play: async ({ canvasElement }) => {
    const section = description(canvasElement);
    await expect(section.getByRole('heading', { level: 2 })).toHaveTextContent('Deskripsi');
    await expect(section.getByText('wine')).toHaveProperty('tagName', 'STRONG');
    await expect(section.getByRole('heading', { level: 3, name: 'Catatan rasa' })).toBeVisible();
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
    // A link that opens a new tab cannot reach back into the shop.
    const link = section.getByRole('link', { name: 'Tentang kebun Gayo' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(section.queryByText('Belum ada deskripsi untuk produk ini.')).toBeNull();
  },
});

declare global {
  interface Window {
    __descriptionPwned?: boolean;
  }
}

/** The back office's HTML is untrusted: scripts, handlers and javascript: links are dropped. */
export const HostileMarkupIsSanitized = meta.story({
  args: {
    html: '<p onclick="window.__descriptionPwned = true">Stok terbatas.</p><script>window.__descriptionPwned = true</script><img src="x" onerror="window.__descriptionPwned = true" alt=""><a href="javascript:window.__descriptionPwned = true">Sertifikat</a><iframe src="https://evil.example"></iframe>',
  },
  play: async ({ canvasElement }) => {
    const section = description(canvasElement);
    await expect(section.getByText('Stok terbatas.')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    await expect(section.getByText('Sertifikat')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/javascript/u),
    );
    await expect(window.__descriptionPwned).toBeUndefined();
  },
});

/** A picture alone is a description too; an empty paragraph or a stripped script is not. */
export const PictureOnly = meta.story({
  args: { html: '<img src="/images/Products/BN-GAYO-250-1.svg" alt="Kebun kopi Gayo">' },
  play: async ({ canvasElement }) => {
    const picture = description(canvasElement).getByRole('img', { name: 'Kebun kopi Gayo' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
  },
});

const nothingToSay = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      description(canvasElement).getByText('Belum ada deskripsi untuk produk ini.'),
    ).toBeVisible();
  },
};

export const NoDescription = meta.story({ args: { html: null }, ...nothingToSay });

export const OnlyEmptyMarkup = meta.story({
  args: { html: '<p>  </p><script>alert(1)</script><br>' },
  ...nothingToSay,
});

export const LongLinkOnAPhone = meta.story({
  globals: mobile,
  args: {
    html: `<p>Sertifikat: <a href="https://kopinusantara.id/sertifikat">https://kopinusantara.id/${'sertifikat-kebun-'.repeat(8)}gayo</a></p>`,
  },
  play: async ({ canvasElement }) => {
    await expect(description(canvasElement).getByRole('link')).toBeVisible();
    await expectNoSidewaysScroll();
  },
});
