import { describe, expect, it } from 'vitest';
import { countCharacters } from '@/lib/text';
import { checkBlendName, namedBlend } from './blendName';
import { blendTexts } from './texts';

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

describe('namedBlend', () => {
  it("adds 'Blend' only to a name that does not start with it", () => {
    expect(namedBlend('Senja di Gayo')).toBe('Blend Senja di Gayo');
    expect(namedBlend('Blend Pagi Siti')).toBe('Blend Pagi Siti');
    expect(namedBlend('blend pagi')).toBe('blend pagi');
    expect(namedBlend('Blendanku')).toBe('Blend Blendanku');
  });

  it('the order confirmation says the name the shopper typed once', () => {
    expect(blendTexts.order.confirmMessage('Blend Pagi Siti')).toBe(
      'Blend Pagi Siti akan dibuat dan ditambahkan ke keranjang.',
    );
  });
});
