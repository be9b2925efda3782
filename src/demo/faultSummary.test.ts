import { describe, expect, test } from 'vitest';
import { faultSummary } from './faultSummary';

const none = { latencyMs: 0, routeLatency: [], failing: [], offline: false };

describe('faultSummary', () => {
  test('is empty when no fault is on, so no banner shows', () => {
    expect(faultSummary(none)).toBe('');
    expect(faultSummary({ ...none, routeLatency: [{ route: '/api/Cart', ms: 0 }] })).toBe('');
  });

  test('names every fault that is on, in Indonesian', () => {
    expect(
      faultSummary({
        latencyMs: 800,
        routeLatency: [{ route: '/api/Cart', ms: 1500 }],
        failing: ['/api/Cart', '/api/Shipping'],
        offline: true,
      }),
    ).toBe(
      'offline · gagal (500): /api/Cart, /api/Shipping · semua panggilan lambat 800 ms · /api/Cart lambat 1500 ms',
    );
    expect(faultSummary({ ...none, failing: ['all'] })).toBe('semua panggilan gagal (500)');
    expect(faultSummary({ ...none, lateAnswers: [{ route: '/api/Cart', ms: 25000 }] })).toBe(
      '/api/Cart dijalankan, jawabannya telat 25000 ms',
    );
  });
});
