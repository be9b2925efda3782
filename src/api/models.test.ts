import { describe, expect, test } from 'vitest';
import { unitLabel, uoMRefSchema } from './models';

describe('unitLabel', () => {
  test('is the label a shopper reads', () => {
    expect(unitLabel({ code: '250GR', name: '250 g' })).toBe('250 g');
    expect(unitLabel({ code: '5PCS', name: 'Isi 5' })).toBe('Isi 5');
  });

  test.each([
    ['no label', { code: '3KG' }],
    ['a null label', { code: '3KG', name: null }],
    ['a blank label', { code: '3KG', name: '  ' }],
  ])('falls back to the code for a unit with %s', (_, unit) => {
    expect(unitLabel(unit)).toBe('3KG');
  });

  test('keeps the label the gateway sends with a unit', () => {
    expect(uoMRefSchema.parse({ code: '1KG', name: '1 kg' })).toEqual({
      code: '1KG',
      name: '1 kg',
    });
  });
});
