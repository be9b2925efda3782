import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@/lib/consentAnswered';
import { STORAGE_KEYS } from '@/lib/storage';
import { readConsent, writeConsent } from './consent';
import { track } from './track';

const event = {
  name: 'add_to_cart',
  items: [
    { line: { product: { code: 'DR-TORAJA', name: 'Drip Toraja' }, price: 12_500, quantity: 1 } },
  ],
} as const;

function eventNames(): unknown[] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[1]);
}

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
});

describe('consent gating', () => {
  it('before an answer nothing is pushed, nor queued for later', async () => {
    track(event);
    expect(window.dataLayer).toBeUndefined();
    // The one thing that happens next: 'Terima' and its first event, alone on dataLayer.
    writeConsent('granted');
    track({ name: 'login', method: 'password' });
    await vi.waitFor(() => expect(eventNames()).toEqual(['login']));
  });

  it("after 'Terima' the event reaches dataLayer", async () => {
    writeConsent('granted');
    track(event);
    await vi.waitFor(() => expect(eventNames()).toEqual(['add_to_cart']));
  });

  it("after 'Tolak' (even one that followed 'Terima') nothing more is pushed", async () => {
    writeConsent('granted');
    track(event);
    await vi.waitFor(() => expect(eventNames()).toEqual(['add_to_cart']));
    writeConsent('denied');
    track({ name: 'search', searchTerm: 'gayo' });
    track(event);
    // The one thing that happens next: a new 'Terima' and its event. Nothing came between.
    writeConsent('granted');
    track({ name: 'login', method: 'password' });
    await vi.waitFor(() => expect(eventNames()).toEqual(['add_to_cart', 'login']));
  });

  it('a search that looks like a phone number or an e-mail address is never sent', async () => {
    writeConsent('granted');
    track({ name: 'search', searchTerm: '0812 3456 7890' });
    track({ name: 'view_search_results', searchTerm: 'siti@example.com', items: [] });
    track({ name: 'search', searchTerm: 'gayo' });
    // The one thing that happens next: the coffee's search, alone on dataLayer.
    await vi.waitFor(() => expect(eventNames()).toEqual(['search']));
  });

  it('an answer to an older notice counts as none: the shopper is asked again', () => {
    localStorage.setItem(
      STORAGE_KEYS.analyticsConsent,
      JSON.stringify({ version: CONSENT_VERSION - 1, choice: 'granted' }),
    );
    expect(readConsent()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, '{"version":1,"choice":"maybe"}');
    expect(readConsent()).toBeNull();
  });
});
