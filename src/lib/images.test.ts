import { describe, expect, test } from 'vitest';
import { imageUrl } from './images';

describe('imageUrl', () => {
  test.each([
    ['/images/Branches/JKT-KMG.svg', '/images/Branches/JKT-KMG.svg'],
    ['Branches/kemang.webp', '/images/Branches/kemang.webp'],
    ['  kopi susu.webp ', '/images/kopi%20susu.webp'],
  ])('shows %j as %j', (stored, shown) => {
    expect(imageUrl(stored)).toBe(shown);
  });

  test('reads a path as a path of the image host, which is this site only with a relative base', () => {
    expect(
      imageUrl('/images/Products/BN-GAYO-250-1.svg', { baseUrl: 'http://127.0.0.1:4010/images' }),
    ).toBe('http://127.0.0.1:4010/images/Products/BN-GAYO-250-1.svg');
    expect(imageUrl('/Blogs/v60.svg', { baseUrl: 'https://cdn.kopi.test/images' })).toBe(
      'https://cdn.kopi.test/Blogs/v60.svg',
    );
  });

  test('finds a bare file name in the folder it is asked for', () => {
    expect(imageUrl('gayo-250.webp', { folder: 'Products' })).toBe(
      '/images/Products/gayo-250.webp',
    );
    expect(imageUrl('Blend Pagi.webp', { folder: 'Products', baseUrl: 'https://img.test' })).toBe(
      'https://img.test/Products/Blend%20Pagi.webp',
    );
  });

  test('takes a web address on the image host, and no other host', () => {
    const baseUrl = 'https://cdn.kopi.test/images';
    for (const own of ['https://cdn.kopi.test/a.webp', 'https://cdn.kopi.test/images/b.webp'])
      expect(imageUrl(own, { baseUrl })).toBe(own);
    for (const other of [
      'http://cdn.kopi.test/a.webp',
      'https://evil.example/a.png',
      'https://cdn.kopi.test@evil.example/a.png',
      'https://user:pw@cdn.kopi.test/a.png',
      'https://cdn.kopi.test.evil.example/a.png',
    ])
      expect(imageUrl(other, { baseUrl })).toBeNull();
    // With the mock's relative base, pictures are paths of this site only.
    expect(imageUrl('https://cdn.kopi.test/a.webp', { baseUrl: '/images' })).toBeNull();
  });

  test.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://kopi.test/1',
    '//evil.example/a.png',
    '\\\\evil.example\\a.png',
    'Branches/../../secret',
  ])('shows no picture for %j', (stored) => {
    expect(imageUrl(stored)).toBeNull();
  });
});
