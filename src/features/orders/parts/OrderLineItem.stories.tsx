import { expectDecorative, expectNoSidewaysScroll, findModal, mobile } from '@kit/dom';
import { sitiMakesHerBlend, sitiSharesHerBlend } from '@kit/sitisSharedBlend';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { OrderLine } from '@/api/orders';
import { bigDeliveredOrder, blendOrder, payAtStoreOrder, shippedOrder } from '../testOrders';
import { OrderLineItem } from './OrderLineItem';

const [toraja] = shippedOrder.details as [OrderLine];
const [kopiSusu] = payAtStoreOrder.details as [OrderLine];
/** From an older release: broken variances, no picture, a unit without a label. */
const oldCappuccino = bigDeliveredOrder.details[3] as OrderLine;

/** One ordered product, in the list an order card or the order's page puts it in. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderLineItem',
  component: OrderLineItem,
  args: { line: toraja },
  render: (args) => (
    <ul aria-label="Produk yang dipesan" style={{ maxWidth: 560, padding: 0 }}>
      <OrderLineItem {...args} />
    </ul>
  ),
});

const line = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Produk yang dipesan' })
    .firstElementChild as HTMLElement;

export const WithItsPicture = meta.story({
  play: async ({ canvasElement }) => {
    const item = line(canvasElement);
    // Price and subtotal are named for a screen reader; the '@' is for the eye.
    await expect(item).toHaveTextContent(
      'Arabika Toraja Sapan1 × 500 gHarga satuan @ Rp 275.500Subtotal Rp 275.500',
    );
    await expectDecorative(within(item).getByText('@'));
    const picture = item.querySelector('img');
    await expect(picture).toHaveAttribute('src', '/images/Products/BN-TORA-250-1.svg');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('loading', 'lazy');
  },
});

/** A drink shows the choices it was made with. */
export const WithItsVariances = meta.story({
  args: { line: kopiSusu },
  play: async ({ canvasElement }) => {
    const choices = within(line(canvasElement)).getAllByRole('listitem');
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'Ukuran: Regular',
      'Gula: Less',
      'Es: Normal',
    ]);
    await expect(line(canvasElement)).toHaveTextContent('2 × Cup');
  },
});

/** Unreadable variances are left out, the unit shows its code, a drawn cup stands in. */
export const FromAnOlderRelease = meta.story({
  args: { line: oldCappuccino },
  play: async ({ canvasElement }) => {
    const item = line(canvasElement);
    await expect(item).toHaveTextContent('2 × CUP');
    await expect(within(item).queryByRole('listitem')).toBeNull();
    await expect(item.querySelector('img')).toBeNull();
    await expectDecorative(item.querySelector('svg'));
  },
});

export const LongNameOnAPhone = meta.story({
  globals: mobile,
  args: { line: { ...toraja, product: { ...toraja.product, name: 'Arabika '.repeat(12) } } },
  play: async ({ canvasElement }) => {
    await expect(line(canvasElement)).toHaveTextContent('Subtotal Rp 275.500');
    await expectNoSidewaysScroll();
  },
});

const blendLine = blendOrder.details[0] as OrderLine;

/**
 * A customer's own blend says what it is made of, beside the grind it was ordered in; in the
 * history's cards (no `canShare`) it offers no share.
 */
export const ABlendWithItsComposition = meta.story({
  args: { line: blendLine },
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const item = line(canvasElement);
    await expect(item).toHaveTextContent('Racikan: 75% Arabika Gayo, 25% Robusta Temanggung');
    await expect(within(item).getByRole('listitem')).toHaveTextContent('Sedang (V60 / Drip)');
    await expect(within(item).queryByRole('button', { name: 'Bagikan blend ini' })).toBeNull();
  },
});

/**
 * On her order's page, Siti's blend offers 'Bagikan blend ini': the dialog previews the
 * composition and grind it was ordered with.
 */
export const ABlendToShareOnItsOrderPage = meta.story({
  args: { line: blendLine, canShare: true },
  parameters: { session: 'siti' },
  beforeEach: sitiMakesHerBlend,
  play: async ({ canvasElement }) => {
    const item = within(line(canvasElement));
    await userEvent.click(await item.findByRole('button', { name: 'Bagikan blend ini' }));
    const share = within(await findModal('Bagikan blend ini'));
    const preview = await share.findByRole('region', { name: 'Racikan Pagi Siti' });
    await expect(preview).toHaveTextContent('75% Arabika Gayo');
    await expect(preview).toHaveTextContent('Sedang (V60 / Drip)');
    await expect(preview).toHaveTextContent('Diracik oleh Siti');
  },
});

/** Shared already: the line says so, on a phone too, without sideways scrolling. */
export const ABlendSharedAlready = meta.story({
  args: { line: blendLine, canShare: true },
  globals: mobile,
  parameters: { session: 'siti' },
  beforeEach: async () => {
    await sitiMakesHerBlend();
    await sitiSharesHerBlend();
  },
  play: async ({ canvasElement }) => {
    const item = within(line(canvasElement));
    await expect(await item.findByText('Blend ini sedang dibagikan.')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Lihat tautan blend' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
});
