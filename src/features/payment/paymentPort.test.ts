import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Snap, SnapCallbacks, SnapResult } from '@/api/orders';
import { createPaymentPort, type PaymentOutcome } from './paymentPort';
import { paymentPort, setPaymentScript, snapScriptLoader } from './paymentScript';

const SESSION = { token: 'tok-123' };
const RESULT: SnapResult = {
  order_id: 'trx-1',
  status_code: '200',
  transaction_status: 'settlement',
};

/** A Snap whose payment page answers with the given callbacks, in order. */
function snapThat(answer: (callbacks: SnapCallbacks) => void) {
  const pay = vi.fn((_token: string, callbacks: SnapCallbacks = {}) => {
    queueMicrotask(() => answer(callbacks));
  });
  return { pay } satisfies Snap;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.snap;
});

describe('createPaymentPort', () => {
  test.each<[string, (callbacks: SnapCallbacks) => void, PaymentOutcome]>([
    ['onSuccess', (c) => c.onSuccess?.(RESULT), 'success'],
    ['onPending', (c) => c.onPending?.({ ...RESULT, status_code: '201' }), 'pending'],
    ['onError', (c) => c.onError?.({ ...RESULT, status_code: '202' }), 'error'],
    ['onClose', (c) => c.onClose?.(), 'closed'],
  ])('%s means %s', async (_callback, answer, outcome) => {
    const snap = snapThat(answer);
    await expect(createPaymentPort(async () => snap).pay(SESSION)).resolves.toBe(outcome);
    expect(snap.pay).toHaveBeenCalledTimes(1);
    expect(snap.pay).toHaveBeenCalledWith('tok-123', expect.any(Object));
  });

  test('only the first callback counts', async () => {
    const snap = snapThat((c) => {
      c.onSuccess?.(RESULT);
      c.onClose?.();
      c.onError?.(RESULT);
    });
    await expect(createPaymentPort(async () => snap).pay(SESSION)).resolves.toBe('success');
  });

  test('without a script there is nothing to open', async () => {
    await expect(createPaymentPort(null).pay(SESSION)).resolves.toBe('unavailable');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  test('a script that fails to load makes the payment unavailable', async () => {
    const port = createPaymentPort(() => Promise.reject(new Error('offline')));
    await expect(port.pay(SESSION)).resolves.toBe('unavailable');
  });

  test('a script that refuses to open the page makes the payment unavailable', async () => {
    const snap: Snap = {
      pay: () => {
        throw new Error('snap.pay is not allowed while a payment is open.');
      },
    };
    await expect(createPaymentPort(async () => snap).pay(SESSION)).resolves.toBe('unavailable');
  });
});

describe('paying with the gateway script', () => {
  const CONFIG = { scriptUrl: 'https://pay.example/snap.js', clientKey: 'SB-Mid-client-123' };
  const scripts = () => document.head.querySelectorAll<HTMLScriptElement>('script');

  test('the first payment loads the script once; the next one reuses it', async () => {
    const port = createPaymentPort(snapScriptLoader(CONFIG));
    expect(scripts()).toHaveLength(0);

    const first = port.pay(SESSION);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    const snap = snapThat((c) => c.onPending?.(RESULT));
    window.snap = snap;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('pending');

    await expect(port.pay({ token: 'tok-456' })).resolves.toBe('pending');
    expect(scripts()).toHaveLength(1);
    expect(snap.pay.mock.calls.map(([token]) => token)).toEqual(['tok-123', 'tok-456']);
  });

  test('a script that cannot be reached ends as unavailable, and nothing is opened', async () => {
    const port = createPaymentPort(snapScriptLoader(CONFIG));
    const paying = port.pay(SESSION);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(paying).resolves.toBe('unavailable');
    expect(scripts()).toHaveLength(0);
  });
});

describe('the payment script set at boot', () => {
  test('the checkout pays with the script set when somebody pays, not when it rendered', async () => {
    const snap = snapThat((c) => c.onSuccess?.(RESULT));
    const before = setPaymentScript(null);
    try {
      await expect(paymentPort.pay(SESSION)).resolves.toBe('unavailable');
      setPaymentScript(async () => snap);
      await expect(paymentPort.pay(SESSION)).resolves.toBe('success');
      expect(snap.pay).toHaveBeenCalledOnce();
    } finally {
      setPaymentScript(before);
    }
  });
});
