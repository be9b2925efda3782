import { describe, expect, it } from 'vitest';
import { paymentConfigProblem, SNAP_SCRIPT_URLS } from './paymentGateway';

describe('paymentConfigProblem: the build’s payment key and script belong together', () => {
  it('refuses a live key without the production script (the sandbox’s would load)', () => {
    expect(paymentConfigProblem('Mid-client-live123', undefined)).toBe(
      'VITE_PAYMENT_CLIENT_KEY is a live key (it does not start with SB-), so VITE_PAYMENT_SCRIPT_URL must be https://app.midtrans.com/snap/snap.js (it is https://app.sandbox.midtrans.com/snap/snap.js).',
    );
    expect(paymentConfigProblem('Mid-client-live123', SNAP_SCRIPT_URLS.sandbox)).not.toBeNull();
    expect(
      paymentConfigProblem('Mid-client-live123', 'https://pay.example/snap.js'),
    ).not.toBeNull();
  });

  it('refuses a sandbox key with the production script', () => {
    expect(paymentConfigProblem('SB-Mid-client-abc', SNAP_SCRIPT_URLS.production)).toMatch(
      /^VITE_PAYMENT_CLIENT_KEY is a sandbox key \(SB-…\) but VITE_PAYMENT_SCRIPT_URL is the live/u,
    );
  });

  it('lets a live key with the live script, a sandbox key with any other, and no key pass', () => {
    expect(
      paymentConfigProblem(' Mid-client-live123 ', ` ${SNAP_SCRIPT_URLS.production} `),
    ).toBeNull();
    expect(paymentConfigProblem('SB-Mid-client-abc', undefined)).toBeNull();
    expect(
      paymentConfigProblem('SB-Mid-client-abc', 'http://127.0.0.1:4010/snap/snap.js'),
    ).toBeNull();
    expect(paymentConfigProblem(undefined, SNAP_SCRIPT_URLS.sandbox)).toBeNull();
    expect(paymentConfigProblem('  ', undefined)).toBeNull();
  });
});
