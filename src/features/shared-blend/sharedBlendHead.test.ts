import { describe, expect, test } from 'vitest';
import type { SharedBlend } from '@/api/sharedBlends';
import { headTags } from '@/lib/pageHead';
import { sharedBlendHead } from './sharedBlendHead';

const blend: SharedBlend = {
  slug: 'blend-pagi-siti-k3x9q2m7ab',
  name: '</title><script>alert(1)</script>',
  maker: 'Siti',
  note: null,
  composition: [
    {
      productCode: 'BN-GAYO-250',
      builderChoice: null,
      name: 'Arabika Gayo',
      percentage: 75,
      origin: 'Gayo',
      flavour: null,
      flavourNotes: [],
    },
    {
      productCode: 'BN-TMGR-250',
      builderChoice: null,
      name: 'Robusta Temanggung',
      percentage: 25,
      origin: 'Temanggung',
      flavour: null,
      flavourNotes: [],
    },
  ],
  flavour: null,
  grind: null,
  packaging: 'CoffeeBag',
  prices: [],
  sharedAt: '2026-05-17T09:30:00+07:00',
};

describe('the head of a shared blend', () => {
  test('is its name, then its maker and composition, at its own address', () => {
    expect(sharedBlendHead(blend)).toEqual({
      title: blend.name,
      description: 'Diracik oleh Siti: 75% Arabika Gayo, 25% Robusta Temanggung',
      path: '/blend/blend-pagi-siti-k3x9q2m7ab',
      type: 'product',
    });
  });

  test('carries a name with markup as text', () => {
    const tags = headTags(sharedBlendHead(blend), 'https://kopi.example');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
