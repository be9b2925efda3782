import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePersistence, type KeyValueStore } from '../store/persistence';
import { call, EMPTY_DEMO_PHONE, login, ORIGIN } from '../testing/gateway';
import { cartLine } from '../testing/payloads';
import {
  applyFaultsFromQuery,
  faultSettingsFromQuery,
  faultsAreOn,
  getFaultSettings,
  NO_FAULTS,
  routeMatches,
  setFaultSettings,
  subscribeFaultSettings,
} from './faults';

describe('fault settings from the page’s query string', () => {
  it('reads global and per-route latency, failing routes and offline mode', () => {
    expect(
      faultSettingsFromQuery(
        '?mockLatency=800&mockFail=/api/Cart,/api/Shipping&mockOffline=1',
        NO_FAULTS,
      ),
    ).toEqual({
      latencyMs: 800,
      routeLatency: [],
      failing: ['/api/Cart', '/api/Shipping'],
      offline: true,
    });
    expect(faultSettingsFromQuery('?mockLatency=300,/api/Product:1500', NO_FAULTS)).toMatchObject({
      latencyMs: 300,
      routeLatency: [{ route: '/api/Product', ms: 1500 }],
    });
    expect(faultSettingsFromQuery('?mockFail=all', NO_FAULTS)?.failing).toEqual(['all']);
  });

  it('keeps what a parameter does not mention, clears with none/0, and clamps latency', () => {
    const on = { latencyMs: 800, routeLatency: [], failing: ['all'], offline: true };
    expect(faultSettingsFromQuery('?mockFail=none', on)).toEqual({ ...on, failing: [] });
    expect(faultSettingsFromQuery('?mockLatency=0&mockOffline=0', on)).toEqual({
      ...on,
      latencyMs: 0,
      offline: false,
    });
    expect(faultSettingsFromQuery('?mockLatency=99999999', NO_FAULTS)?.latencyMs).toBe(60_000);
    expect(faultSettingsFromQuery('?page=2', on)).toBeNull();
  });

  it('matches routes by whole path segments, case-insensitively', () => {
    expect(routeMatches('/api/Cart', '/api/Cart')).toBe(true);
    expect(routeMatches('/api/cart', '/api/Cart/Count')).toBe(true);
    expect(routeMatches('/api/Cart', '/api/CartDetail/Remove/x')).toBe(false);
  });
});

describe('fault injection', () => {
  it('fails only the chosen routes with the gateway’s 500 body', async () => {
    const token = await login();
    await setFaultSettings({ ...NO_FAULTS, failing: ['/api/Cart'] });
    const failed = await call('GET', '/api/Cart/Count', { token });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toBe('server_error');
    expect((await call('GET', '/api/Category')).status).toBe(200);
  });

  it('delays every gateway call by the latency', async () => {
    await setFaultSettings({ ...NO_FAULTS, latencyMs: 120 });
    const started = performance.now();
    await call('GET', '/api/Category');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('carries a late answer’s call out at once and holds back only its answer', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const settings = faultSettingsFromQuery('?mockLateAnswer=/api/Cart:400', NO_FAULTS);
    expect(settings?.lateAnswers).toEqual([{ route: '/api/Cart', ms: 400 }]);
    expect(faultsAreOn(settings ?? NO_FAULTS)).toBe(true);
    await setFaultSettings(settings ?? NO_FAULTS);
    // The client gives up first, as a shop's timeout does: its answer is lost.
    const sent = fetch(`${ORIGIN}/api/Cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([cartLine('BN-TORA-250', 1, '500GR')]),
      signal: AbortSignal.timeout(100),
    });
    await expect(sent).rejects.toThrow();
    await setFaultSettings(NO_FAULTS);
    // The gateway's record changed all the same.
    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(1);
  });

  it('turns calls into network errors when offline, but leaves images alone', async () => {
    await setFaultSettings({ ...NO_FAULTS, offline: true });
    await expect(fetch(`${ORIGIN}/api/Category`)).rejects.toThrow();
    expect((await fetch(`${ORIGIN}/images/Branches/JKT-KMG.svg`)).status).toBe(200);
  });

  it('answers nothing while the browser it runs in is offline, as a gateway out of reach', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(fetch(`${ORIGIN}/api/Category`)).rejects.toThrow();
    } finally {
      onLine.mockRestore();
    }
    expect((await fetch(`${ORIGIN}/api/Category`)).status).toBe(200);
  });
});

describe('faults switched on by the page address', () => {
  const saved = new Map<string, unknown>();
  const memory: KeyValueStore = {
    read: async (key) => saved.get(key),
    write: async (key, value) => {
      saved.set(key, value);
    },
  };
  afterEach(() => {
    enablePersistence();
    saved.clear();
  });

  it('last for the page view: the next page load starts without them', async () => {
    enablePersistence(memory);
    expect(applyFaultsFromQuery('?mockFail=all&mockOffline=1')).toBe(true);
    expect(getFaultSettings()).toMatchObject({ failing: ['all'], offline: true });
    expect((await call('GET', '/api/Category').catch(() => ({ status: 0 }))).status).toBe(0);

    expect(saved.has('faults')).toBe(false);

    // A reload: the modules start over and restore what was stored.
    vi.resetModules();
    const persistence = await import('../store/persistence');
    persistence.enablePersistence(memory);
    const reloaded = await import('./faults');
    await reloaded.restoreFaultSettings();
    expect(reloaded.getFaultSettings()).toEqual(NO_FAULTS);
  });

  it('tell the page when they change, and whether any is on', async () => {
    const heard: boolean[] = [];
    const unsubscribe = subscribeFaultSettings(() => heard.push(faultsAreOn(getFaultSettings())));
    applyFaultsFromQuery('?mockLatency=/api/Cart:1500');
    await setFaultSettings(NO_FAULTS);
    applyFaultsFromQuery('?page=2');
    unsubscribe();
    applyFaultsFromQuery('?mockOffline=1');
    expect(heard).toEqual([true, false]);
  });
});
