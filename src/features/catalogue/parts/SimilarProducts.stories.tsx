import { expectNoSidewaysScroll, findLoadingArea, mobile } from '@kit/dom';
import { gatewayWith, neverAnswering, spyOnRequests, staysAwayStories } from '@kit/gateway';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { catalogueTexts } from '../texts';
import { SimilarProducts } from './SimilarProducts';

const SIMILAR = '/api/Product/BN-GAYO-250/Similar';
const similarAsked = spyOnRequests('get', SIMILAR);

/** Under a product's details, for a signed-in customer. */
const meta = preview.meta({
  title: 'Parts/Catalogue/SimilarProducts',
  component: SimilarProducts,
  args: { productCode: 'BN-GAYO-250', title: catalogueTexts.detail.similar },
  parameters: { session: 'siti' },
  beforeEach: () => {
    similarAsked.calls.mockClear();
  },
});

const findRow = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Produk yang mungkin kamu suka' });

export const OtherBeans = meta.story({
  play: async ({ canvasElement }) => {
    const links = within(await findRow(canvasElement)).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    // Never the product the shopper is looking at.
    for (const link of links)
      await expect(link).not.toHaveAttribute('href', expect.stringMatching(/BN-GAYO-250$/u));
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findRow(canvasElement);
    await expectNoSidewaysScroll();
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', SIMILAR)),
  play: async ({ canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat produk…');
  },
});

/**
 * A suggestion is a nicety: when none can be loaded, or there is none, the section stays
 * away (no error under the product, no global dialog) once the answer is in.
 */
const quiet = staysAwayStories(similarAsked, SIMILAR);
export const FailsQuietly = meta.story(quiet.failing);
export const NoneToSuggest = meta.story(quiet.none);
