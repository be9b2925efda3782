import { describe, expect, it } from 'vitest';
import { unitRef } from './units';

describe('unitRef', () => {
  it('labels a unit the way a shopper reads it', () => {
    expect(unitRef('250GR')).toEqual({ code: '250GR', name: '250 g' });
    expect(unitRef('1KG')).toEqual({ code: '1KG', name: '1 kg' });
    expect(unitRef('CUP')).toEqual({ code: 'CUP', name: 'Cup' });
    expect(unitRef('5PCS')).toEqual({ code: '5PCS', name: 'Isi 5' });
    // A base unit has a label of its own too.
    expect(unitRef('GR')).toEqual({ code: 'GR', name: 'Gram' });
  });

  it('sends a code no unit group knows without a label', () => {
    expect(unitRef('3KG')).toEqual({ code: '3KG' });
  });
});
