import type { Snap, SnapCallbacks, SnapResult } from '@/api/orders';
import { formatIDR } from '@/lib/format';
import {
  finishAddress,
  type LeavePage,
  MOCK_PAYMENT_PATH,
  type MockPayment,
  type PaymentOutcome,
} from './protocol';
// A stylesheet file, not a <style> the script adds: the shop's CSP refuses inline styles.
import './snap.css';

// The demo's stand-in for the payment gateway's script (Midtrans Snap): the same
// `window.snap.pay(token, callbacks)`, but the payment page is an offline dialog in the page.
// The shopper's choice goes to the mock provider's endpoint (mocks/handlers/payment.ts),
// which moves the order as the provider would, and then the matching callback fires, as
// Snap's do. Loaded by the checkout with a dynamic import in mock builds only.

const texts = {
  title: 'Pembayaran demo',
  intro: 'Halaman pembayaran tiruan untuk demo: tidak ada uang yang berpindah.',
  loading: 'Memuat pembayaran…',
  order: (docNum: string) => `Pesanan ${docNum}`,
  amount: 'Total yang harus dibayar',
  pay: 'Bayar sekarang',
  wallet: 'Buka aplikasi e-wallet',
  payLater: 'Bayar nanti',
  fail: 'Gagalkan pembayaran',
  close: 'Tutup',
  notLoaded: 'Pembayaran ini tidak dapat dimuat.',
  notSent: 'Pilihanmu belum terkirim. Coba lagi.',
} as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

let nextId = 0;

class PaymentNotAnswered extends Error {}

async function askProvider(token: string, outcome?: PaymentOutcome): Promise<MockPayment> {
  const url = new URL(`${MOCK_PAYMENT_PATH}/${encodeURIComponent(token)}`, window.location.href);
  const response = await fetch(
    url,
    outcome
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome }),
        }
      : undefined,
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const description = (body as { error_description?: unknown } | null)?.error_description;
    throw new PaymentNotAnswered(typeof description === 'string' ? description : '');
  }
  return body as MockPayment;
}

/** Calls the callback Snap would call for the outcome. */
function report(outcome: PaymentOutcome, result: SnapResult | null, callbacks: SnapCallbacks) {
  if (outcome === 'close' || result === null) {
    callbacks.onClose?.();
    return;
  }
  const callback = {
    success: callbacks.onSuccess,
    pending: callbacks.onPending,
    error: callbacks.onError,
  }[outcome];
  callback?.(result);
}

/**
 * Everything outside the dialog stops taking focus and clicks while it is open, as behind a
 * modal; what was inert already stays so afterwards.
 */
function makeRestOfPageInert(host: HTMLElement): () => void {
  const madeInert = [...document.body.children].filter(
    (child): child is HTMLElement => child !== host && child instanceof HTMLElement && !child.inert,
  );
  for (const child of madeInert) child.inert = true;
  return () => {
    for (const child of madeInert) child.inert = false;
  };
}

/** Renders the payment page for a token; `onEnded` runs once it is gone. */
function openPaymentDialog(
  token: string,
  callbacks: SnapCallbacks,
  onEnded: () => void,
  leave: LeavePage,
): void {
  nextId += 1;
  const id = `mock-snap-${nextId}`;
  const returnFocusTo =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const status = element('p', { className: 'mock-snap-muted' }, texts.loading);
  const amount = element('p', { className: 'mock-snap-amount' });
  const alert = element('p', { className: 'mock-snap-alert' });
  alert.setAttribute('role', 'alert');
  const choiceButton = (label: string, outcome: PaymentOutcome, className = '') => {
    const button = element('button', { type: 'button', className, disabled: true }, label);
    button.addEventListener('click', () => void choose(outcome));
    return button;
  };
  const pay = choiceButton(texts.pay, 'success', 'mock-snap-primary');
  const payLater = choiceButton(texts.payLater, 'pending');
  const fail = choiceButton(texts.fail, 'error');
  const close = choiceButton(texts.close, 'close');
  close.disabled = false;
  // The phone's way: the app pays, and brings the shopper back to the shop in a fresh page.
  const wallet = element('button', { type: 'button', disabled: true }, texts.wallet);
  wallet.addEventListener(
    'click',
    () => void choose('success', (paid) => leave(finishAddress(paid))),
  );
  const choices = [pay, wallet, payLater, fail];

  const dialog = element(
    'div',
    { className: 'mock-snap-dialog', tabIndex: -1 },
    element('h2', { id: `${id}-title` }, texts.title),
    element('p', { id: `${id}-intro`, className: 'mock-snap-muted' }, texts.intro),
    status,
    amount,
    alert,
    element('div', { className: 'mock-snap-actions' }, pay, wallet, payLater, fail, close),
  );
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-intro`);
  const host = element('div', { className: 'mock-snap-backdrop' }, dialog);
  host.dataset.mockSnap = '';

  let isBusy = false;
  let isLoaded = false;
  const setBusy = (busy: boolean) => {
    isBusy = busy;
    dialog.setAttribute('aria-busy', String(busy));
    for (const button of choices) button.disabled = busy || !isLoaded;
    close.disabled = busy;
  };

  const end = (outcome: PaymentOutcome, result: SnapResult | null) => {
    restoreInert();
    host.remove();
    returnFocusTo?.focus();
    onEnded();
    report(outcome, result, callbacks);
  };

  /** `away` leaves the page instead of ending the payment there (no callback fires). */
  async function choose(outcome: PaymentOutcome, away?: (paid: MockPayment) => void) {
    if (isBusy) return;
    if (outcome === 'close') {
      // Closing always works, whatever the provider answers: closing changes no order.
      void askProvider(token, 'close').catch(() => {});
      end('close', null);
      return;
    }
    setBusy(true);
    alert.textContent = '';
    try {
      const answer = await askProvider(token, outcome);
      if (away) away(answer);
      else end(outcome, answer.result);
    } catch (error) {
      setBusy(false);
      const why = error instanceof PaymentNotAnswered ? error.message : '';
      alert.textContent = why ? `${texts.notSent} ${why}` : texts.notSent;
    }
  }

  const focusables = () => [...choices, close].filter((button) => !button.disabled);
  host.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void choose('close');
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays in the dialog, as in a modal.
    const inDialog = focusables();
    const first = inDialog[0];
    const last = inDialog.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  document.body.append(host);
  const restoreInert = makeRestOfPageInert(host);
  dialog.focus();

  askProvider(token)
    .then((payment) => {
      isLoaded = true;
      status.textContent = texts.order(payment.docNum);
      amount.replaceChildren(
        element('span', { className: 'mock-snap-muted' }, texts.amount),
        formatIDR(payment.amount),
      );
      setBusy(false);
      if (document.activeElement === dialog) pay.focus();
    })
    .catch((error: unknown) => {
      status.textContent = texts.notLoaded;
      alert.textContent = error instanceof PaymentNotAnswered ? error.message : '';
    });
}

/**
 * Puts the offline payment dialog on the page as `window.snap`, as loading Snap's script
 * would, and returns it. Like Snap, it refuses a second payment while one is open.
 */
export function installMockSnap(
  leave: LeavePage = (address) => window.location.assign(address),
): Snap {
  let isOpen = false;
  const ended = () => {
    isOpen = false;
  };
  const snap: Snap = {
    pay(token, callbacks = {}) {
      if (isOpen) throw new Error('snap.pay is not allowed while a payment is open.');
      isOpen = true;
      openPaymentDialog(token, callbacks, ended, leave);
    },
  };
  (window as Window & { snap?: Snap }).snap = snap;
  return snap;
}
