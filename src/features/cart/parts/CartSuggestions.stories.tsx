import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { gatewayWith, neverAnswering, spyOnRequests, staysAwayStories } from '@kit/gateway';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SimilarProducts } from '@/features/catalogue/public';
import { cartTexts } from '../texts';

const SIMILAR = '/api/Product/BN-GAYO-250/Similar';
const similarAsked = spyOnRequests('get', SIMILAR);

/** The catalogue's similar products as the cart shows them, under Siti's cart (Gayo first). */
const meta = preview.meta({
  title: 'Parts/Cart/CartSuggestions',
  component: SimilarProducts,
  args: { productCode: 'BN-GAYO-250', title: cartTexts.suggestions, isQuietWhileLoading: true },
  parameters: { session: 'siti', ...gatewayWith(similarAsked.handler) },
  beforeEach: () => {
    similarAsked.calls.mockClear();
  },
});

const findRow = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Mungkin kamu juga suka' }, { timeout: 5000 });

/** Products like the first line's, each a link to its page, never that product itself. */
export const LikeTheFirstLine = meta.story({
  play: async ({ canvasElement }) => {
    const links = within(await findRow(canvasElement)).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/products\/.+\/.+$/u));
      await expect(link.getAttribute('href')).not.toMatch(/\/BN-GAYO-250$/u);
    }
    await expect(similarAsked.calls).toHaveBeenCalledOnce();
  },
});

/** On a phone the row scrolls on its own; the page does not scroll sideways. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findRow(canvasElement);
    await expectNoSidewaysScroll();
  },
});

/**
 * A suggestion is a nicety: when none can be loaded, or there is none, the cart shows
 * nothing here (no error under the lines, no global dialog) once the answer is in.
 */
const quiet = staysAwayStories(similarAsked, SIMILAR);
export const FailsQuietly = meta.story(quiet.failing);
export const NoneToSuggest = meta.story(quiet.none);

/** Nothing jumps in under the lines while the suggestions load: no placeholders either. */
export const NothingWhileLoading = meta.story({
  parameters: gatewayWith(similarAsked.handler, neverAnswering('get', SIMILAR)),
  play: quiet.staysAway,
});
