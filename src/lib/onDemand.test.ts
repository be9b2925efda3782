import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, onDemand, warm } from './onDemand';

describe('onDemand', () => {
  it('downloads once for every caller', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const get = onDemand(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed download: the next ask downloads again', async () => {
    const load = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /x.js'))
      .mockResolvedValueOnce({ value: 2 });
    const get = onDemand(load);
    const failure = await get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(failure)).toBe(true);
    await expect(get()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('recognises a browser’s own words for a failed import, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('warm leaves no unhandled rejection behind', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      warm(onDemand(() => Promise.reject(new TypeError('Load failed'))));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
