import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { apiErrorFromResponse } from './errors';
import { followingReads } from './followingReads';
import { prefetchServerData, type Query } from './serverData';

/** Queries whose loads wait until the test settles them, by key. */
function controlledQueries() {
  const started: string[] = [];
  const settle = new Map<
    string,
    { resolve: (data: string[]) => void; reject: (e: unknown) => void }
  >();
  const query = (key: string): Query<string[]> => ({
    key,
    load: () => {
      started.push(key);
      return new Promise<string[]>((resolve, reject) => settle.set(key, { resolve, reject }));
    },
  });
  return { started, settle, query };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

test('the reads that follow a read start as soon as it answers, from its data, one request each', async () => {
  const { started, settle, query } = controlledQueries();
  const lines = query('test:lines');
  const store = createStore();
  for (const read of [
    lines,
    followingReads(lines, (codes) => codes.map((code) => query(`test:similar:${code}`))),
  ])
    prefetchServerData(store, read);
  await flush();
  // The read it follows is asked once, not again by the reads waiting on it.
  expect(started).toEqual(['test:lines']);
  settle.get('test:lines')?.resolve(['BN-GAYO-250']);
  await expect.poll(() => started).toEqual(['test:lines', 'test:similar:BN-GAYO-250']);
});

test('a read that fails starts nothing after it (the screen shows the failure)', async () => {
  const { started, settle, query } = controlledQueries();
  const lines = query('test:failing-lines');
  prefetchServerData(
    createStore(),
    followingReads(lines, () => [query('test:after')]),
  );
  await flush();
  settle
    .get('test:failing-lines')
    ?.reject(apiErrorFromResponse(503, { error: 'unavailable', error_description: 'down' }));
  await flush();
  await flush();
  expect(started).toEqual(['test:failing-lines']);
});
