import { describe, expect, test } from 'vitest';
import { absoluteUrl, siteOrigin } from './site';

describe('the shop public origin', () => {
  test('is the configured VITE_SITE_URL, path and slash dropped', () => {
    expect(siteOrigin('https://kopi.example/')).toBe('https://kopi.example');
    expect(siteOrigin(' https://kopi.example/toko ')).toBe('https://kopi.example');
  });

  test('is the preview origin when unset or not a web address', () => {
    for (const configured of [undefined, '', 'kopi.example', 'javascript:alert(1)', 42]) {
      expect(siteOrigin(configured)).toBe('http://127.0.0.1:4173');
    }
  });

  test('makes a path absolute on it', () => {
    expect(absoluteUrl('/products', 'https://kopi.example')).toBe('https://kopi.example/products');
    expect(absoluteUrl('blogs', 'https://kopi.example')).toBe('https://kopi.example/blogs');
  });
});
