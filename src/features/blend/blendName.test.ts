import { describe, expect, it } from 'vitest';
import { countCharacters } from '@/lib/text';
import { checkBlendName } from './blendName';

describe('checkBlendName', () => {
  it.each(['', '   ', '\n\t'])('%j is no name', (typed) => {
    expect(checkBlendName(typed)).toEqual({ ok: false, problem: 'required' });
  });

  it('trims the name', () => {
    expect(checkBlendName('  Senja di Gayo ')).toEqual({ ok: true, name: 'Senja di Gayo' });
  });

  it('counts emoji as the one character a person sees', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(countCharacters(family)).toBe(1);
    expect(checkBlendName(family.repeat(40)).ok).toBe(true);
    expect(checkBlendName(family.repeat(41))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses 500 characters', () => {
    expect(checkBlendName('k'.repeat(500))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('keeps HTML as the text it is', () => {
    expect(checkBlendName('<b>Kopi</b>')).toEqual({ ok: true, name: '<b>Kopi</b>' });
  });
});
