import { describe, expect, test } from 'vitest';
import { absoluteUrl, siteOrigin, siteUrlProblem } from './site';

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

  test("a production build stops without it, saying what to set: never 127.0.0.1's", () => {
    expect(siteUrlProblem(undefined)).toMatch(
      /^VITE_SITE_URL is not set: .*e\.g\. VITE_SITE_URL=https:/,
    );
    expect(siteUrlProblem('  ')).toMatch(/^VITE_SITE_URL is not set/);
    expect(siteUrlProblem('kopinusantara.id')).toBe(
      "VITE_SITE_URL must be the shop's public http(s) origin, e.g. https://kopinusantara.id (it is kopinusantara.id).",
    );
    expect(siteUrlProblem('https://kopinusantara.id/')).toBeNull();
  });

  test('makes a path absolute on it', () => {
    expect(absoluteUrl('/products', 'https://kopi.example')).toBe('https://kopi.example/products');
    expect(absoluteUrl('blogs', 'https://kopi.example')).toBe('https://kopi.example/blogs');
  });
});
