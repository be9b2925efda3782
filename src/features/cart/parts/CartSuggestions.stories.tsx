import { expectNoSidewaysScroll, mobile, page } from '@kit/dom';
import { failing, gatewayWith, spyOnRequests } from '@kit/gateway';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CartSuggestions } from './CartSuggestions';

const SIMILAR = '/api/Product/BN-GAYO-250/Similar';
const similarAsked = spyOnRequests('get', SIMILAR);

/** Under Siti's cart, which starts with the Arabika Gayo. */
const meta = {
  title: 'Parts/Cart/CartSuggestions',
  component: CartSuggestions,
  args: { productCode: 'BN-GAYO-250' },
  parameters: { session: 'siti', ...gatewayWith(similarAsked.handler) },
  beforeEach: () => {
    similarAsked.calls.mockClear();
  },
} satisfies Meta<typeof CartSuggestions>;
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
const staysAway: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(similarAsked.calls).toHaveBeenCalled());
  await waitFor(() => expect(canvasElement).toBeEmptyDOMElement());
  await expect(page.queryByRole('alertdialog')).toBeNull();
};

export const FailsQuietly: Story = {
  parameters: gatewayWith(similarAsked.handler, failing('get', SIMILAR)),
  play: staysAway,
};

export const NoneToSuggest: Story = {
  parameters: gatewayWith(
    similarAsked.handler,
    http.get(`*${SIMILAR}`, () => HttpResponse.json([])),
  ),
  play: staysAway,
};
