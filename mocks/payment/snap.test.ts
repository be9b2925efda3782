import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snap, SnapCallbacks } from '@/api/orders';
import { server } from '../node';
import { checkOutSitisCart, type OnlineCheckout, orderStatusOf } from '../testing/checkout';
import { call } from '../testing/gateway';
import { installMockSnap } from './snap';

// The offline payment dialog as a shopper uses it, in jsdom against the mock gateway.

function paymentDialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="dialog"]');
}

function button(name: string): HTMLButtonElement {
  const found = [...(paymentDialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`No button '${name}' in the payment dialog`);
  return found;
}

/** The dialog once the provider has told it the amount. */
async function loadedDialog(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(button('Bayar sekarang').disabled).toBe(false));
  const dialog = paymentDialog();
  if (!dialog) throw new Error('no payment dialog');
  return dialog;
}

function press(key: string, shiftKey = false): void {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
}

function spies() {
  return {
    onSuccess: vi.fn(),
    onPending: vi.fn(),
    onError: vi.fn(),
    onClose: vi.fn(),
  } satisfies SnapCallbacks;
}

let snap: Snap;
let checkout: OnlineCheckout;
let payButton: HTMLButtonElement;

beforeEach(async () => {
  snap = installMockSnap();
  checkout = await checkOutSitisCart();
  // The storefront's 'Lanjut Pembayaran', focused when the shopper pressed it.
  payButton = Object.assign(document.createElement('button'), { textContent: 'Lanjut' });
  const shop = document.createElement('main');
  shop.append(payButton);
  document.body.append(shop);
  payButton.focus();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the mock payment script', () => {
  it('is window.snap, as loading Snap’s script makes it', () => {
    expect((window as Window & { snap?: Snap }).snap).toBe(snap);
  });

  it('shows a labelled modal dialog with the amount to pay, focus inside, the page behind inert', async () => {
    snap.pay(checkout.paymentToken, spies());
    const dialog = await loadedDialog();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Pembayaran demo');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const { body: order } = await call('GET', `/api/Transaction/${checkout.orderAlias}`, {
      token: checkout.token,
    });
    expect(dialog.textContent).toContain(`Pesanan ${order.docNum}`);
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      `Total yang harus dibayarRp ${order.docTotal.toLocaleString('id-ID')}`,
    );
    expect(
      [
        'Bayar sekarang',
        'Buka aplikasi e-wallet',
        'Bayar nanti',
        'Gagalkan pembayaran',
        'Tutup',
      ].map(button),
    ).toHaveLength(5);
    expect(document.activeElement).toBe(button('Bayar sekarang'));
    expect(payButton.closest('main')?.inert).toBe(true);
  });

  it('‘Buka aplikasi e-wallet’ pays in the app and leaves for the Finish address, no callback', async () => {
    const leave = vi.fn();
    snap = installMockSnap(leave);
    const callbacks = spies();
    snap.pay(checkout.paymentToken, callbacks);
    await loadedDialog();
    button('Buka aplikasi e-wallet').click();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(
      `/main/payment/finish?order_id=${checkout.orderAlias}&status_code=200&transaction_status=settlement`,
    );
    for (const callback of Object.values(callbacks)) expect(callback).not.toHaveBeenCalled();
    expect(await orderStatusOf(checkout)).toBe('Paid');
  });

  it.each([
    [
      'Bayar sekarang',
      'onSuccess',
      'Paid',
      { status_code: '200', transaction_status: 'settlement' },
    ],
    // A virtual account is issued: no money has moved, so the order still awaits payment.
    ['Bayar nanti', 'onPending', 'Open', { status_code: '201', transaction_status: 'pending' }],
    ['Gagalkan pembayaran', 'onError', 'Open', { status_code: '202', transaction_status: 'deny' }],
  ] as const)(
    '‘%s’ calls %s once with the result, and the order is %s',
    async (choice, callback, status, result) => {
      const callbacks = spies();
      snap.pay(checkout.paymentToken, callbacks);
      await loadedDialog();
      button(choice).click();
      await vi.waitFor(() => expect(callbacks[callback]).toHaveBeenCalledTimes(1));
      expect(callbacks[callback]).toHaveBeenCalledWith(
        expect.objectContaining({ order_id: checkout.orderAlias, ...result }),
      );
      const others = (['onSuccess', 'onPending', 'onError', 'onClose'] as const).filter(
        (name) => name !== callback,
      );
      for (const other of others) expect(callbacks[other]).not.toHaveBeenCalled();
      expect(paymentDialog()).toBeNull();
      expect(document.activeElement).toBe(payButton);
      expect(payButton.closest('main')?.inert).toBe(false);
      expect(await orderStatusOf(checkout)).toBe(status);
    },
  );

  it.each([
    ['‘Tutup’', () => button('Tutup').click()],
    ['Escape', () => press('Escape')],
  ])(
    '%s closes it unpaid: onClose without a result, the order still outstanding',
    async (_, close) => {
      const callbacks = spies();
      snap.pay(checkout.paymentToken, callbacks);
      await loadedDialog();
      close();
      expect(callbacks.onClose).toHaveBeenCalledTimes(1);
      expect(callbacks.onClose).toHaveBeenCalledWith();
      expect(paymentDialog()).toBeNull();
      expect(document.activeElement).toBe(payButton);
      expect(await orderStatusOf(checkout)).toBe('Open');
    },
  );

  it('keeps Tab inside the dialog', async () => {
    snap.pay(checkout.paymentToken, spies());
    await loadedDialog();
    button('Tutup').focus();
    press('Tab');
    expect(document.activeElement).toBe(button('Bayar sekarang'));
    press('Tab', true);
    expect(document.activeElement).toBe(button('Tutup'));
  });

  it('refuses a second payment while one is open, as Snap does', async () => {
    snap.pay(checkout.paymentToken, spies());
    expect(() => snap.pay(checkout.paymentToken, spies())).toThrow(/not allowed/);
    await loadedDialog();
    button('Tutup').click();
    expect(() => snap.pay(checkout.paymentToken, spies())).not.toThrow();
  });

  it('says so when the payment cannot be loaded, and still closes', async () => {
    const callbacks = spies();
    snap.pay('token-tidak-dikenal', callbacks);
    await vi.waitFor(() =>
      expect(paymentDialog()?.textContent).toContain('Pembayaran ini tidak dapat dimuat.'),
    );
    expect(button('Bayar sekarang').disabled).toBe(true);
    button('Tutup').click();
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open to try again when a choice does not get through', async () => {
    const callbacks = spies();
    server.use(
      http.post(
        '*/mock-payment/:token',
        () =>
          HttpResponse.json(
            { error: 'server_error', error_description: 'Sibuk.' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    snap.pay(checkout.paymentToken, callbacks);
    await loadedDialog();
    button('Bayar sekarang').click();
    await vi.waitFor(() =>
      expect(paymentDialog()?.querySelector('[role="alert"]')?.textContent).toBe(
        'Pilihanmu belum terkirim. Coba lagi. Sibuk.',
      ),
    );
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(await orderStatusOf(checkout)).toBe('Open');
    await vi.waitFor(() => expect(button('Bayar sekarang').disabled).toBe(false));
    button('Bayar sekarang').click();
    await vi.waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(await orderStatusOf(checkout)).toBe('Paid');
  });
});
