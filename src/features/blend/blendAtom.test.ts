import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { EMPTY_BLEND } from './blend';
import { blendAtom } from './blendAtom';
import { bean, NAMED_BLEND } from './testBlends';

const stored = () => sessionStorage.getItem(STORAGE_KEYS.blend);

afterEach(() => sessionStorage.clear());

describe('blendAtom', () => {
  it('keeps the blend in session storage, for a reload', () => {
    createStore().set(blendAtom, NAMED_BLEND);
    expect(createStore().get(blendAtom)).toEqual(NAMED_BLEND);
  });

  it('leaves nothing behind once cleared', () => {
    const store = createStore();
    store.set(blendAtom, NAMED_BLEND);
    store.set(blendAtom, EMPTY_BLEND);
    expect(stored()).toBeNull();
    expect(store.get(blendAtom)).toEqual(EMPTY_BLEND);
  });

  it.each([
    ['not JSON', '{"components": ['],
    ['another shape', JSON.stringify({ beans: ['Gayo'] })],
    [
      'shares past 100',
      JSON.stringify({ ...EMPTY_BLEND, components: [bean('Gayo', 75), bean('Toraja', 50)] }),
    ],
    [
      'a share the shop never offers',
      JSON.stringify({ ...EMPTY_BLEND, components: [{ ...bean('Gayo', 25), percentage: 33 }] }),
    ],
    [
      'a product twice',
      JSON.stringify({ ...EMPTY_BLEND, components: [bean('Gayo', 25), bean('Gayo', 25)] }),
    ],
    ['a name of 500 characters', JSON.stringify({ ...NAMED_BLEND, name: 'x'.repeat(500) })],
    ['an untrimmed name', JSON.stringify({ ...NAMED_BLEND, name: ' Senja ' })],
    ['a price of 0', JSON.stringify({ ...NAMED_BLEND, price: 0 })],
    ['a packaging the shop has not', JSON.stringify({ ...NAMED_BLEND, packaging: 'Kaleng' })],
  ])('starts afresh from %s', (_, content) => {
    sessionStorage.setItem(STORAGE_KEYS.blend, content);
    expect(createStore().get(blendAtom)).toEqual(EMPTY_BLEND);
  });
});
