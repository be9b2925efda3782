import { expectLinkTo, expectNoSidewaysScroll, expectNotice, mobile } from '@kit/dom';
import { expectLocation, withLocationProbe } from '@kit/story';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderNotFound } from './OrderNotFound';

/**
 * An order's address that names no order of the customer's: the same words whatever the
 * reason, and the way to the customer's own orders.
 */
const meta = preview.meta({
  title: 'Parts/Orders/OrderNotFound',
  component: OrderNotFound,
  decorators: [withLocationProbe],
});

/** The page's heading, and what happened and what to do. */
async function expectNotFound(canvasElement: HTMLElement) {
  await expectNotice(
    canvasElement,
    { name: 'Pesanan tidak ditemukan', level: 1 },
    'Tautan ini tidak menunjuk ke pesanan di akunmu. Periksa tautannya, atau cari pesananmu di Pesanan Saya.',
  );
}

/** 'Lihat Pesanan Saya' leads to the order history, and pressing it goes there. */
export const OnDesktop = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expectNotFound(canvasElement);
    const toOrders = await expectLinkTo(canvas, 'Lihat Pesanan Saya', '/main/order-history');
    await userEvent.click(toOrders);
    await expectLocation('/main/order-history');
  },
});

/** On a phone the words fit the screen, and the link is a button-sized target. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expectNotFound(canvasElement);
    const toOrders = await expectLinkTo(canvas, 'Lihat Pesanan Saya', '/main/order-history');
    await expect(toOrders.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll();
  },
});
