import { describe, expect, it } from 'vitest';
import { grindsFor } from './packaging';

const grinds = [
  { code: 'GRIND-WHOLE', name: 'Biji Utuh (Whole Bean)' },
  { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)' },
];

describe('the grinds a packaging offers', () => {
  it('a coffee bag may hold whole beans', () => {
    expect(grindsFor('Bag', grinds).map((g) => g.code)).toEqual(['GRIND-WHOLE', 'GRIND-MEDIUM']);
  });

  it('a drip bag holds ground coffee only, as the gateway requires', () => {
    expect(grindsFor('Drip', grinds).map((g) => g.code)).toEqual(['GRIND-MEDIUM']);
  });
});
