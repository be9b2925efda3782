import { framed, mobile } from '@kit/dom';
import { aProduct } from '@kit/products';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { DEFAULT_PRODUCT_IMAGE } from '../productImage';
import { ProductCard } from './ProductCard';

const meta = preview.meta({
  title: 'Parts/Catalogue/ProductCard',
  component: ProductCard,
  args: { product: aProduct() },
  // As wide as one column of the catalogue's grid on a desktop.
  decorators: [framed({ maxWidth: '16rem' })],
});

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

export const WithMemberPrice = meta.story({
  play: async ({ canvasElement }) => {
    const inCard = within(card(canvasElement));
    // The name is the link to the product's page, under the section's heading.
    const link = inCard.getByRole('link', { name: 'Arabika Gayo Wine Process' });
    await expect(link).toHaveAttribute('href', '/products/arabika-gayo-wine-process/BN-GAYO-250');
    await expect(inCard.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(inCard.getByText('Rp 95.000')).toBeVisible();
    await expect(inCard.getByText('Harga member')).toBeVisible();
    await expect(inCard.getByText('Rp 89.000')).toBeVisible();
    // The picture is decoration (the name says what it is) and waits until it is near.
    const picture = card(canvasElement).querySelector('img');
    await expect(picture).toHaveAttribute('src', '/images/Products/BN-GAYO-250-1.svg');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('loading', 'lazy');
  },
});

export const SamePriceForMembers = meta.story({
  args: { product: aProduct({ memberPrice: 95_000 }) },
  play: async ({ canvasElement }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText('Rp 95.000')).toBeVisible();
    await expect(inCard.queryByText('Harga member')).toBeNull();
  },
});

export const NoPriceYet = meta.story({
  args: { product: aProduct({ sellPrice: 0, nonMemberPrice: 0, memberPrice: 0 }) },
  play: async ({ canvasElement }) => {
    const inCard = within(card(canvasElement));
    await expect(inCard.getByText('Harga belum tersedia')).toBeVisible();
    await expect(inCard.queryByText(/Rp/u)).toBeNull();
  },
});

const longName = `Kopi ${'Sangat Panjang '.repeat(20)}`.slice(0, 300).trim();

/** SPEC §9: 25 characters on the card, the whole name on hover; here under an h2. */
export const LongNameIsCut = meta.story({
  args: { product: aProduct({ name: longName }), headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const heading = within(card(canvasElement)).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Kopi Sangat Panjang Sanga...');
    await expect(heading).toHaveAttribute('title', longName);
    await expect(card(canvasElement).scrollWidth).toBeLessThanOrEqual(
      card(canvasElement).clientWidth,
    );
  },
});

/** A product the back office left without a name is still a card a shopper can open. */
export const BlankNameShowsTheCode = meta.story({
  args: { product: aProduct({ name: '   ' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(card(canvasElement)).getByRole('link', { name: 'BN-GAYO-250' }),
    ).toBeVisible();
  },
});

export const NoPicture = meta.story({
  args: { product: aProduct({ details: [] }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).querySelector('img')).toHaveAttribute(
      'src',
      DEFAULT_PRODUCT_IMAGE,
    );
  },
});

/** A picture that cannot be loaded gives way to the default one: no broken-image icon. */
export const PictureThatFailsToLoad = meta.story({
  args: {
    product: aProduct({
      details: [{ fileName: 'hilang.png', imageUrl: '/images/Products/tidak-ada/hilang.png' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const picture = card(canvasElement).querySelector('img');
    await waitFor(() => expect(picture).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE), {
      timeout: 4000,
    });
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    // The picture keeps the shop's 4 : 5 shape before and after it loads.
    const media = article.querySelector('img')?.parentElement as HTMLElement;
    const { width, height } = media.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(125);
  },
});
