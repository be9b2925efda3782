import { gayoLine, kopiSusuLine } from '@kit/cartLines';
import { expectEmptyState, findLoadingArea } from '@kit/dom';
import { serverData } from '@kit/gateway';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { CartLine } from '@/api/cart';
import { networkError } from '@/api/errors';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import { CartSkeleton } from './CartSkeleton';
import { WithCartLines } from './WithCartLines';

/** The branch payment screen's words for its cart (branch/texts.ts, cartLines). */
const branchScreenTexts = {
  loadFailedTitle: 'Keranjang gagal dimuat',
  retry: 'Coba lagi',
  emptyTitle: 'Keranjangmu masih kosong',
  emptyMessage: 'Tambahkan produk ke keranjang dulu, lalu bayar di toko pilihanmu.',
  shop: 'Lihat produk',
};

/** The screen's own part for the lines, here a list of what is paid for. */
function PaidLines({ lines }: { lines: CartLine[] }) {
  return (
    <ul aria-label="Produk yang dibayar di toko">
      {lines.map((line) => (
        <li key={line.alias}>{line.product.name}</li>
      ))}
    </ul>
  );
}

/**
 * A screen after the cart (the branch payment, the checkout) as its cart arrives: the
 * screen's skeleton, the failure with a retry, the empty cart, or the lines handed on.
 */
const meta = preview.meta({
  title: 'Parts/Cart/WithCartLines',
  component: WithCartLines,
  args: {
    cart: serverData.loaded([gayoLine, kopiSusuLine]),
    skeleton: <CartSkeleton />,
    texts: branchScreenTexts,
    children: fn((lines: CartLine[]) => <PaidLines lines={lines} />),
  },
});

type Canvas = ReturnType<typeof within>;

/** The screen's part shows exactly these products, in the cart's order. */
async function expectLinesHandedOn(canvas: Canvas, lines: CartLine[]) {
  const list = canvas.getByRole('list', { name: 'Produk yang dibayar di toko' });
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(lines.map((line) => line.product.name));
}

/** The cart's lines go to the screen's part, and nothing else shows. */
export const LinesHandedOn = meta.story({
  play: async ({ canvas, args }) => {
    await expectLinesHandedOn(canvas, [gayoLine, kopiSusuLine]);
    await expect(args.children).toHaveBeenCalledWith([gayoLine, kopiSusuLine]);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
});

/** While the cart loads: the screen's own skeleton, and no part for lines not there yet. */
export const Loading = meta.story({
  args: { cart: serverData.loading() },
  play: async ({ canvas, canvasElement, args }) => {
    await findLoadingArea(canvasElement, 'Memuat keranjang…');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.children).not.toHaveBeenCalled();
  },
});

/** The cart failed to load: said as a failure (never as an empty cart), and 'Coba lagi' loads it again. */
export const FailedThenRetry = meta.story({
  args: { cart: serverData.failed() },
  play: async ({ canvas, canvasElement, args }) => {
    await retryAfterLoadError(
      canvasElement,
      'Keranjang gagal dimuat',
      // Why, in the shop's words for a dropped connection.
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(args.cart.retry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Lihat produk' })).toBeNull();
    await expect(args.children).not.toHaveBeenCalled();
  },
});

/** A reload that failed after the lines came keeps them: no failure over a cart that is there. */
export const ReloadFailedKeepsTheLines = meta.story({
  args: {
    cart: {
      ...serverData.loaded([kopiSusuLine]),
      status: 'error' as const,
      error: networkError(new TypeError('Failed to fetch')),
      outOfDate: true,
    },
  },
  play: async ({ canvas }) => {
    await expectLinesHandedOn(canvas, [kopiSusuLine]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Nothing in the cart: nothing to pay for, and the way to the products instead. */
export const EmptyCart = meta.story({
  args: { cart: serverData.loaded([]) },
  play: async ({ canvas, args }) => {
    await expectEmptyState(canvas, 'Keranjangmu masih kosong', {
      name: 'Lihat produk',
      href: '/products',
    });
    await expect(
      canvas.getByText('Tambahkan produk ke keranjang dulu, lalu bayar di toko pilihanmu.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.children).not.toHaveBeenCalled();
  },
});
