import { definitionOf, framed, mobile } from '@kit/dom';
import { expect, fn, userEvent, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderSummary } from './OrderSummary';

/** Siti's two lines (Rp 275.000) beside the checkout's choices. */
const meta = preview.meta({
  title: 'Parts/Checkout/OrderSummary',
  component: OrderSummary,
  args: {
    linesTotal: 275_000,
    lineCount: 2,
    shippingCost: 9_000,
    canPay: true,
    isPaying: false,
    onPay: fn(),
  },
  decorators: [framed({ maxWidth: '22rem' })],
});

type Canvas = ReturnType<typeof within>;

const payButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Lanjut Pembayaran' });

/** The value beside a term of the summary's list. */
function figure(canvas: Canvas, term: string) {
  return definitionOf(canvas.getByRole('region', { name: 'Ringkasan pembayaran' }), term);
}

/** Lines plus shipping make the bill; 'Lanjut Pembayaran' pays it. */
export const ReadyToPay = meta.story({
  play: async ({ canvas, args }) => {
    await expect(figure(canvas, 'Total harga (2 produk)')).toHaveTextContent('Rp 275.000');
    await expect(figure(canvas, 'Ongkos kirim')).toHaveTextContent('Rp 9.000');
    await expect(figure(canvas, 'Total tagihan')).toHaveTextContent('Rp 284.000');
    await userEvent.click(payButton(canvas));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
});

/** No service chosen yet: no shipping is added, and the button says what is missing. */
export const ShippingNotChosen = meta.story({
  args: { shippingCost: null, canPay: false },
  play: async ({ canvas, args }) => {
    await expect(figure(canvas, 'Ongkos kirim')).toHaveTextContent('Pilih layanan dulu');
    await expect(figure(canvas, 'Total tagihan')).toHaveTextContent('Rp 275.000');
    const pay = payButton(canvas);
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      'Pilih alamat, kurir dan layanan pengiriman untuk lanjut ke pembayaran.',
    );
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
});

/** While the invoice is sent the button is busy: a second press sends nothing more. */
export const WhileTheInvoiceIsSent = meta.story({
  args: { isPaying: true },
  play: async ({ canvas, args }) => {
    const pay = payButton(canvas);
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pay);
    await userEvent.dblClick(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
});

/** 99 of a Rp 140.000 blend and a free service: the big figures fit the phone. */
export const LargeOrderOnAPhone = meta.story({
  globals: mobile,
  args: { linesTotal: 13_860_000, lineCount: 1, shippingCost: 0 },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Total harga (1 produk)')).toHaveTextContent('Rp 13.860.000');
    await expect(figure(canvas, 'Ongkos kirim')).toHaveTextContent('Rp 0');
    await expect(figure(canvas, 'Total tagihan')).toHaveTextContent('Rp 13.860.000');
    const card = canvas.getByRole('region', { name: 'Ringkasan pembayaran' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(payButton(canvas).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
