import { describe, expect, test } from 'vitest';
import { unitLabel } from './catalogue';
import { productOptionRefSchema, productOptionSchema, uoMRefSchema } from './models';

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

describe('an origin’s flavour', () => {
  const gayo = { code: 'ORIGIN-GAYO', name: 'Gayo', optionCategory: '02' };
  const flavour = { body: 3, acidity: 4, sweetness: 3, bitterness: 2 };

  test('comes with the origin and with a blend component', () => {
    expect(productOptionSchema.parse({ ...gayo, flavour })).toEqual({ ...gayo, flavour });
    const component = { code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 50, flavour };
    expect(productOptionRefSchema.parse(component)).toEqual(component);
  });

  test.each([
    ['a level above 5', { ...flavour, body: 6 }],
    ['a fraction', { ...flavour, acidity: 2.5 }],
    ['a missing quality', { body: 3, acidity: 4, sweetness: 3 }],
    ['text', 'medium'],
  ])('is left out when it has %s, and the option is kept', (_, broken) => {
    expect(productOptionSchema.parse({ ...gayo, flavour: broken })).toEqual(gayo);
    expect(productOptionRefSchema.parse({ ...gayo, flavour: broken }).flavour).toBeUndefined();
  });
});
