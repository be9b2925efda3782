import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createQuantitySaver,
  type QuantityChange,
  type QuantitySaver,
  SAVE_DELAY_MS,
  type SaveOptions,
} from './saver';

interface SaveCall {
  changes: QuantityChange[];
  options: SaveOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A gateway whose answers the test gives, holding what it stored like the real one. */
function fakeGateway(initial: Record<string, number>) {
  const stored = new Map(Object.entries(initial));
  const calls: SaveCall[] = [];
  let open = 0;
  let mostOpen = 0;
  const save = (changes: QuantityChange[], options: SaveOptions) =>
    new Promise<void>((resolve, reject) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      calls.push({
        changes,
        options,
        resolve: () => {
          open -= 1;
          for (const change of changes) stored.set(change.alias, change.quantity);
          resolve();
        },
        reject: (error) => {
          open -= 1;
          reject(error);
        },
      });
    });
  return {
    calls,
    stored,
    save,
    savedQuantity: (alias: string) => stored.get(alias),
    mostOpen: () => mostOpen,
  };
}

/** Lets the saver's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let saver: QuantitySaver;

/** The saver under test, over a fake gateway holding `initial`; gives that gateway. */
function savingTo(initial: Record<string, number>) {
  const gateway = fakeGateway(initial);
  saver = createQuantitySaver(gateway);
  return gateway;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  saver?.dispose();
  vi.useRealTimers();
});

describe('a burst of changes', () => {
  test('ten quick presses are one request with the last quantity', async () => {
    const gateway = savingTo({ a: 1 });
    for (let quantity = 2; quantity <= 11; quantity += 1) {
      saver.change('a', quantity);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(gateway.calls).toHaveLength(0);
    // Shown at once, while it waits.
    expect(saver.snapshot().drafts.get('a')).toBe(11);

    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(gateway.calls.map((call) => call.changes)).toEqual([[{ alias: 'a', quantity: 11 }]]);
    expect(saver.snapshot().isSaving).toBe(true);

    expect(saver.snapshot().isSaved).toBe(false);
    gateway.calls[0]?.resolve();
    await settle();
    expect(saver.snapshot().drafts.size).toBe(0);
    expect(saver.snapshot().isSaving).toBe(false);
    expect(saver.snapshot().isSaved).toBe(true);
    // A new change is not saved until it is.
    saver.change('a', 12);
    expect(saver.snapshot().isSaved).toBe(false);
  });

  test('presses that go on while the first save is on its way make one more request', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(gateway.calls).toHaveLength(1);

    for (const quantity of [3, 4, 5]) saver.change('a', quantity);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    // Never two saves at once: the newer one waits for the answer to the older.
    expect(gateway.calls).toHaveLength(1);
    expect(saver.snapshot().drafts.get('a')).toBe(5);

    gateway.calls[0]?.resolve();
    await settle();
    expect(gateway.calls).toHaveLength(2);
    expect(gateway.calls[1]?.changes).toEqual([{ alias: 'a', quantity: 5 }]);
    // Still shown as 5, not the 2 the first answer carried.
    expect(saver.snapshot().drafts.get('a')).toBe(5);
    gateway.calls[1]?.resolve();
    await settle();
    expect(gateway.stored.get('a')).toBe(5);
    expect(gateway.mostOpen()).toBe(1);
  });

  test('the snapshot says what the save under way carries, until it is answered', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.change('a', 3);
    expect(saver.snapshot().sending).toEqual(new Map([['a', 2]]));
    expect(saver.snapshot().drafts).toEqual(new Map([['a', 3]]));
    gateway.calls[0]?.reject(new Error('offline'));
    await settle();
    expect(saver.snapshot().sending.size).toBe(0);
  });

  test('changes to several lines go in one request', async () => {
    const gateway = savingTo({ a: 1, b: 4 });
    saver.change('a', 2);
    saver.change('b', 3);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(gateway.calls.map((call) => call.changes)).toEqual([
      [
        { alias: 'a', quantity: 2 },
        { alias: 'b', quantity: 3 },
      ],
    ]);
  });

  test('a change undone before it is sent sends nothing', async () => {
    const gateway = savingTo({ a: 3 });
    saver.change('a', 4);
    saver.change('a', 3);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(gateway.calls).toHaveLength(0);
    expect(saver.snapshot().drafts.size).toBe(0);
  });
});

describe('a failed save', () => {
  test('keeps the quantity shown, says which line, and goes through on retry', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 7);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    const offline = new TypeError('Failed to fetch');
    gateway.calls[0]?.reject(offline);
    await settle();

    const failed = saver.snapshot();
    expect(failed.isSaved).toBe(false);
    expect(failed.drafts.get('a')).toBe(7);
    expect([...failed.failed]).toEqual(['a']);
    expect(failed.error).toBe(offline);
    // Not tried again behind the shopper's back.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 4);
    expect(gateway.calls).toHaveLength(1);

    const retried = saver.flush();
    expect(gateway.calls).toHaveLength(2);
    gateway.calls[1]?.resolve();
    await expect(retried).resolves.toBe(true);
    expect(saver.snapshot().failed.size).toBe(0);
    expect(saver.snapshot().drafts.size).toBe(0);
    expect(gateway.stored.get('a')).toBe(7);
  });

  test('the next change sends the failed quantities with it', async () => {
    const gateway = savingTo({ a: 1, b: 1 });
    saver.change('a', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    gateway.calls[0]?.reject(new Error('500'));
    await settle();

    saver.change('b', 5);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(gateway.calls[1]?.changes).toEqual([
      { alias: 'a', quantity: 2 },
      { alias: 'b', quantity: 5 },
    ]);
  });

  test('flush says whether everything is saved', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 2);
    const flushed = saver.flush();
    gateway.calls[0]?.reject(new Error('offline'));
    await expect(flushed).resolves.toBe(false);
    // Flushing again is a retry: one more request, answered this time.
    const again = saver.flush();
    expect(gateway.calls).toHaveLength(2);
    gateway.calls[1]?.resolve();
    await expect(again).resolves.toBe(true);
  });
});

describe('leaving and other exits', () => {
  test('flush sends at once, without waiting for the changes to settle', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 9);
    const flushed = saver.flush();
    expect(gateway.calls.map((call) => call.changes)).toEqual([[{ alias: 'a', quantity: 9 }]]);
    gateway.calls[0]?.resolve();
    await expect(flushed).resolves.toBe(true);
    // The timer was stopped: nothing more goes out later.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(gateway.calls).toHaveLength(1);
  });

  test('flush waits for the save under way, then sends the rest', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.change('a', 3);
    const flushed = saver.flush();
    await settle();
    expect(gateway.calls).toHaveLength(1);
    gateway.calls[0]?.resolve();
    await settle();
    expect(gateway.calls[1]?.changes).toEqual([{ alias: 'a', quantity: 3 }]);
    gateway.calls[1]?.resolve();
    await expect(flushed).resolves.toBe(true);
  });

  test('leaving the page sends what is unsaved at once, as a keepalive request', async () => {
    const gateway = savingTo({ a: 1 });
    saver.change('a', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    saver.change('a', 3);
    void saver.flush({ keepalive: true });
    // The page cannot wait for the answer to the save under way.
    expect(gateway.calls).toHaveLength(2);
    expect(gateway.calls[1]).toMatchObject({
      changes: [{ alias: 'a', quantity: 3 }],
      options: { keepalive: true },
    });
  });

  test('a removed line is not saved', async () => {
    const gateway = savingTo({ a: 1, b: 1 });
    saver.change('a', 2);
    saver.change('b', 2);
    saver.forget('a');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(gateway.calls[0]?.changes).toEqual([{ alias: 'b', quantity: 2 }]);
  });

  test('subscribers hear every change of what is shown', () => {
    savingTo({ a: 1 });
    const listener = vi.fn();
    const unsubscribe = saver.subscribe(listener);
    const before = saver.snapshot();
    saver.change('a', 2);
    expect(listener).toHaveBeenCalled();
    expect(saver.snapshot()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    saver.change('a', 3);
    expect(listener).not.toHaveBeenCalled();
  });
});

type Step =
  | { kind: 'change'; alias: 'a' | 'b'; quantity: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'answer'; ok: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    alias: fc.constantFrom('a' as const, 'b' as const),
    quantity: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 1200 }) }),
  fc.record({ kind: fc.constant('answer' as const), ok: fc.boolean() }),
);

test('whatever the shopper does and however the gateway answers, one save at a time and the last quantity wins', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
      const gateway = fakeGateway({ a: 1, b: 1 });
      const local = createQuantitySaver(gateway);
      const last: Record<string, number> = { a: 1, b: 1 };
      let answered = 0;
      for (const next of steps) {
        if (next.kind === 'change') {
          local.change(next.alias, next.quantity);
          last[next.alias] = next.quantity;
        } else if (next.kind === 'wait') {
          await vi.advanceTimersByTimeAsync(next.ms);
        } else {
          const call = gateway.calls[answered];
          if (call) {
            answered += 1;
            if (next.ok) call.resolve();
            else call.reject(new Error('down'));
            await settle();
          }
        }
        // What is shown is always the last quantity the shopper chose.
        for (const alias of ['a', 'b']) {
          const shown = local.snapshot().drafts.get(alias) ?? gateway.stored.get(alias);
          expect(shown).toBe(last[alias]);
        }
      }
      // The gateway comes back and the shopper presses 'Coba lagi' until all is saved.
      const answerAll = async () => {
        while (answered < gateway.calls.length) {
          gateway.calls[answered]?.resolve();
          answered += 1;
          await settle();
        }
      };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const flushed = local.flush();
        await answerAll();
        if (await flushed) break;
      }
      await answerAll();
      expect(Object.fromEntries(gateway.stored)).toEqual(last);
      expect(gateway.mostOpen()).toBeLessThanOrEqual(1);
      local.dispose();
    }),
    { numRuns: 150 },
  );
});
