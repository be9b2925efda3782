import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  IDLE_QUANTITY_FIELD,
  type QuantityFieldEvent,
  type QuantityFieldState,
  quantityFieldStep,
  readQuantity,
  steppedQuantity,
} from './limits';

describe('readQuantity', () => {
  test.each([
    ['1', 1],
    ['99', 99],
    [' 12 ', 12],
    ['07', 7],
    ['0099', 99],
  ])('%j is %i', (text, quantity) => {
    expect(readQuantity(text)).toEqual({ ok: true, quantity });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'tooSmall'],
    ['00', 'tooSmall'],
    ['-1', 'tooSmall'],
    ['-50', 'tooSmall'],
    ['100', 'tooLarge'],
    ['999999999999999999999', 'tooLarge'],
    ['1e3', 'notANumber'],
    ['abc', 'notANumber'],
    ['2,5', 'notANumber'],
    ['2.5', 'notANumber'],
    ['3 pcs', 'notANumber'],
    ['+5', 'notANumber'],
    ['٣', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['NaN', 'notANumber'],
  ])('%j is refused as %s', (text, problem) => {
    expect(readQuantity(text)).toEqual({ ok: false, problem });
  });

  test('anything it takes is a whole number from 1 to 99', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = readQuantity(text);
        if (reading.ok) {
          expect(Number.isInteger(reading.quantity)).toBe(true);
          expect(reading.quantity).toBeGreaterThanOrEqual(1);
          expect(reading.quantity).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  test('every whole number from 1 to 99 is taken as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (quantity) => {
        expect(readQuantity(String(quantity))).toEqual({ ok: true, quantity });
      }),
    );
  });
});

test('minus and plus stop at 1 and 99', () => {
  expect(steppedQuantity(1, -1)).toBe(1);
  expect(steppedQuantity(2, -1)).toBe(1);
  expect(steppedQuantity(98, 1)).toBe(99);
  expect(steppedQuantity(99, 1)).toBe(99);
});

describe('the quantity field', () => {
  const run = (quantity: number, events: QuantityFieldEvent[]) =>
    events.reduce<{ field: QuantityFieldState; quantity: number }>(
      (state, event) => quantityFieldStep(state.field, state.quantity, event),
      { field: IDLE_QUANTITY_FIELD, quantity },
    );

  test('a valid number typed becomes the quantity at once', () => {
    expect(
      run(2, [
        { type: 'typed', text: '1' },
        { type: 'typed', text: '12' },
      ]),
    ).toEqual({
      field: { text: '12', problem: null, kept: 2 },
      quantity: 12,
    });
  });

  test.each([
    ['0', 'tooSmall'],
    ['-1', 'tooSmall'],
    ['100', 'tooLarge'],
    ['1e3', 'notANumber'],
    ['abc', 'notANumber'],
  ] as const)('%j keeps the last valid quantity and says why', (text, problem) => {
    const typing = run(5, [{ type: 'typed', text }]);
    expect(typing).toEqual({ field: { text, problem, kept: 5 }, quantity: 5 });
    // Leaving the field shows the kept quantity again, and still says why.
    expect(run(5, [{ type: 'typed', text }, { type: 'left' }])).toEqual({
      field: { text: null, problem, kept: null },
      quantity: 5,
    });
  });

  test('typing 100 key by key passes 1 and 10, and ends with the quantity it started from', () => {
    const keys = ['1', '10', '100'].map((text) => ({ type: 'typed', text }) as const);
    expect(run(5, keys.slice(0, 2)).quantity).toBe(10);
    expect(run(5, keys)).toEqual({
      field: { text: '100', problem: 'tooLarge', kept: 5 },
      quantity: 5,
    });
    // Correcting it to 12 is taken, and the next refusal again puts back 5.
    const corrected = [...keys, { type: 'typed', text: '12' } as const];
    expect(run(5, corrected).quantity).toBe(12);
    expect(run(5, [...corrected, { type: 'typed', text: '12a' }]).quantity).toBe(5);
  });

  test('an emptied field is said only when it is left', () => {
    expect(run(5, [{ type: 'typed', text: '' }]).field.problem).toBeNull();
    expect(run(5, [{ type: 'typed', text: '' }, { type: 'left' }])).toEqual({
      field: { text: null, problem: 'empty', kept: null },
      quantity: 5,
    });
  });

  test('a press of minus or plus clears what was said', () => {
    expect(
      run(5, [
        { type: 'typed', text: '100' },
        { type: 'stepped', by: 1 },
      ]),
    ).toEqual({
      field: IDLE_QUANTITY_FIELD,
      quantity: 6,
    });
  });

  const event: fc.Arbitrary<QuantityFieldEvent> = fc.oneof(
    fc.record({
      type: fc.constant('typed' as const),
      text: fc.oneof(
        fc.string(),
        fc.integer({ min: -200, max: 200 }).map(String),
        fc.constantFrom('1e3', '', ' ', '-0', '٣'),
      ),
    }),
    fc.constant({ type: 'left' } as const),
    fc.record({
      type: fc.constant('stepped' as const),
      by: fc.constantFrom(1 as const, -1 as const),
    }),
  );

  test('whatever is typed, pasted or pressed, the quantity stays a whole number from 1 to 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.array(event), (start, events) => {
        let state = { field: IDLE_QUANTITY_FIELD, quantity: start };
        // The quantity the line had when the current round of typing began.
        let beforeTyping = start;
        for (const next of events) {
          if (next.type === 'typed' && state.field.kept === null) beforeTyping = state.quantity;
          const after = quantityFieldStep(state.field, state.quantity, next);
          expect(Number.isInteger(after.quantity)).toBe(true);
          expect(after.quantity).toBeGreaterThanOrEqual(1);
          expect(after.quantity).toBeLessThanOrEqual(99);
          // Refused text leaves the line with the quantity it had before the typing.
          if (next.type === 'typed' && after.field.problem !== null) {
            expect(after.quantity).toBe(beforeTyping);
          }
          state = after;
        }
      }),
    );
  });
});
