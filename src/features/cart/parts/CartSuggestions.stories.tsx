import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { gatewayWith, neverAnswering, spyOnRequests, staysAwayStories } from '@kit/gateway';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimilarProducts } from '@/features/catalogue/public';
import { cartTexts } from '../texts';

const SIMILAR = '/api/Product/BN-GAYO-250/Similar';
const similarAsked = spyOnRequests('get', SIMILAR);

/** The catalogue's similar products as the cart shows them, under Siti's cart (Gayo first). */
const meta = {
  title: 'Parts/Cart/CartSuggestions',
  component: SimilarProducts,
  args: { productCode: 'BN-GAYO-250', title: cartTexts.suggestions, isQuietWhileLoading: true },
  parameters: { session: 'siti', ...gatewayWith(similarAsked.handler) },
  beforeEach: () => {
    similarAsked.calls.mockClear();
  },
} satisfies Meta<typeof SimilarProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

const findRow = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Mungkin kamu juga suka' }, { timeout: 5000 });

/** Products like the first line's, each a link to its page, never that product itself. */
export const LikeTheFirstLine: Story = {
  play: async ({ canvasElement }) => {
    const links = within(await findRow(canvasElement)).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/products\/.+\/.+$/u));
      await expect(link.getAttribute('href')).not.toMatch(/\/BN-GAYO-250$/u);
    }
    await expect(similarAsked.calls).toHaveBeenCalledOnce();
  },
};

/** On a phone the row scrolls on its own; the page does not scroll sideways. */
export const OnAPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await findRow(canvasElement);
    await expectNoSidewaysScroll();
  },
};

/**
 * A suggestion is a nicety: when none can be loaded, or there is none, the cart shows
 * nothing here (no error under the lines, no global dialog) once the answer is in.
 */
const quiet = staysAwayStories(similarAsked, SIMILAR);
export const FailsQuietly: Story = quiet.failing;
export const NoneToSuggest: Story = quiet.none;

/** Nothing jumps in under the lines while the suggestions load: no placeholders either. */
export const NothingWhileLoading: Story = {
  parameters: gatewayWith(similarAsked.handler, neverAnswering('get', SIMILAR)),
  play: quiet.staysAway,
};
