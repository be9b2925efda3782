import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Snap } from '@/api/orders';
import { snapScriptConfig } from './configuration';
import { snapScriptLoader } from './paymentScript';
import { DEFAULT_SNAP_SCRIPT_URL, loadSnapScript } from './snapScript';

const CONFIG = { scriptUrl: 'https://pay.example/snap.js', clientKey: 'SB-Mid-client-123' };
const snapScripts = () => document.head.querySelectorAll<HTMLScriptElement>('script');
const fakeSnap: Snap = { pay: () => {} };

afterEach(() => {
  for (const script of snapScripts()) script.remove();
  delete window.snap;
  vi.useRealTimers();
});

describe('snapScriptConfig', () => {
  test('without a client key there is no script to load', () => {
    expect(snapScriptConfig(undefined, undefined)).toBeNull();
    expect(snapScriptConfig('   ', 'https://pay.example/snap.js')).toBeNull();
  });

  test("a client key alone means Midtrans's sandbox script", () => {
    expect(snapScriptConfig(' SB-Mid-client-123 ', undefined)).toEqual({
      scriptUrl: DEFAULT_SNAP_SCRIPT_URL,
      clientKey: 'SB-Mid-client-123',
    });
    expect(DEFAULT_SNAP_SCRIPT_URL).toBe('https://app.sandbox.midtrans.com/snap/snap.js');
  });

  test('a configured script address is used as given', () => {
    expect(snapScriptConfig('key', ' https://app.midtrans.com/snap/snap.js ')).toEqual({
      scriptUrl: 'https://app.midtrans.com/snap/snap.js',
      clientKey: 'key',
    });
  });

  test('the tests run without a client key: no payment script may ever load', () => {
    expect(snapScriptConfig()).toBeNull();
  });
});

describe('snapScriptLoader', () => {
  test('an unconfigured build has no loader and adds no script', () => {
    expect(snapScriptLoader(null)).toBeNull();
    expect(snapScripts()).toHaveLength(0);
  });

  test('nothing is loaded until somebody pays', () => {
    const load = snapScriptLoader(CONFIG);
    expect(load).toBeTypeOf('function');
    expect(snapScripts()).toHaveLength(0);
  });
});

describe('loadSnapScript', () => {
  test('adds the script once, with its client key, and resolves with window.snap', async () => {
    const first = loadSnapScript(CONFIG);
    const second = loadSnapScript(CONFIG);
    expect(snapScripts()).toHaveLength(1);
    const script = snapScripts()[0];
    expect(script?.src).toBe(CONFIG.scriptUrl);
    expect(script?.getAttribute('data-client-key')).toBe('SB-Mid-client-123');
    expect(script?.async).toBe(true);

    window.snap = fakeSnap;
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeSnap);
    await expect(second).resolves.toBe(fakeSnap);
    // Already there: no second script.
    await expect(loadSnapScript(CONFIG)).resolves.toBe(fakeSnap);
    expect(snapScripts()).toHaveLength(1);
  });

  test('a failed load rejects, removes its script and lets the next payment try again', async () => {
    const failed = loadSnapScript(CONFIG);
    snapScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(snapScripts()).toHaveLength(0);

    const again = loadSnapScript(CONFIG);
    expect(snapScripts()).toHaveLength(1);
    window.snap = fakeSnap;
    snapScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(fakeSnap);
  });

  test('a script that runs without window.snap counts as not loaded', async () => {
    const loaded = loadSnapScript(CONFIG);
    snapScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toThrow('without window.snap');
    expect(snapScripts()).toHaveLength(0);
  });

  test('a script that never arrives gives up after the timeout', async () => {
    vi.useFakeTimers();
    const slow = loadSnapScript(CONFIG, window, 5_000);
    const outcome = expect(slow).rejects.toThrow('took too long');
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
    expect(snapScripts()).toHaveLength(0);
  });
});
