import { describe, expect, test } from 'vitest';
import { headTags } from './pageHead';
import {
  type SharedBlendHeadSource,
  sharedBlendGoneHeadTags,
  sharedBlendHead,
  sharedBlendPicture,
} from './sharedBlendHead';

const blend: SharedBlendHeadSource = {
  slug: 'blend-pagi-siti-k3x9q2m7ab',
  name: '</title><script>alert(1)</script>',
  maker: 'Siti',
  composition: [
    { name: 'Arabika Gayo', percentage: 75 },
    { name: 'Robusta Temanggung', percentage: 25 },
  ],
};

describe('the head of a shared blend', () => {
  test('is its name, then its maker and composition, at its own address, with its own picture', () => {
    expect(sharedBlendHead(blend, 'https://gateway.example/')).toEqual({
      title: blend.name,
      description: 'Diracik oleh Siti: 75% Arabika Gayo, 25% Robusta Temanggung',
      path: '/blend/blend-pagi-siti-k3x9q2m7ab',
      type: 'product',
      image: 'https://gateway.example/api/SharedBlend/blend-pagi-siti-k3x9q2m7ab/Picture',
    });
  });

  test('names the gateway’s picture as og:image, on the shop’s origin when the gateway is there', () => {
    const tags = headTags(sharedBlendHead(blend, ''), 'https://kopi.example');
    expect(tags).toContain(
      '<meta property="og:image" content="https://kopi.example/api/SharedBlend/blend-pagi-siti-k3x9q2m7ab/Picture" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(sharedBlendPicture('a/b?c', 'http://127.0.0.1:4010')).toBe(
      'http://127.0.0.1:4010/api/SharedBlend/a%2Fb%3Fc/Picture',
    );
  });

  test('carries a name with markup as text', () => {
    const tags = headTags(sharedBlendHead(blend), 'https://kopi.example');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the head of an address with no shared blend', () => {
  test('says it is not shared any more, shows the way to the builder and is not indexed', () => {
    const tags = sharedBlendGoneHeadTags('https://kopi.example');
    expect(tags).toContain('<title>Blend ini tidak dibagikan lagi · Kopi Nusantara</title>');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).toContain(
      '<link rel="canonical" href="https://kopi.example/custom-blend/introduction" />',
    );
  });
});
