import { describe, expect, test } from 'vitest';
import { branchAddress, safeMapUrl } from './branchDisplay';

describe('safeMapUrl', () => {
  test('keeps an https map link', () => {
    expect(safeMapUrl('https://maps.google.com/?q=Kopi%20Nusantara')).toBe(
      'https://maps.google.com/?q=Kopi%20Nusantara',
    );
  });

  test.each([
    'http://maps.google.com/?q=x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//maps.google.com',
    '/maps',
    '',
    null,
  ])('drops %j', (url) => {
    expect(safeMapUrl(url)).toBeNull();
  });
});

test('the address reads as one line', () => {
  expect(
    branchAddress({
      line1: 'Jl. Kemang Raya No. 18',
      line2: ' Bangka, Mampang Prapatan ',
      city: 'Jakarta Selatan',
      postalCode: '12730',
    }),
  ).toBe('Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan 12730');
});
