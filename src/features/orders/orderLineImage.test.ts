import { expect, test } from 'vitest';
import type { OrderLine } from '@/api/orders';
import { orderLineImageUrl } from './orderLineImage';

function line(details: OrderLine['product']['details']): Pick<OrderLine, 'product'> {
  return {
    product: { code: 'DR-KINT-5', name: 'Drip Bag Kintamani', basePrice: 1, sellPrice: 1, details },
  };
}

test('the first image file in the Products folder of the image base URL', () => {
  const url = orderLineImageUrl(
    line([
      { fileName: 'DR-KINT-5-1.svg', imageUrl: null },
      { fileName: 'DR-KINT-5-2.svg', imageUrl: null },
    ]),
  );
  expect(url).toBe('/images/Products/DR-KINT-5-1.svg');
});

test('a configured base URL is used without doubling its slash', () => {
  expect(orderLineImageUrl(line([{ fileName: 'kopi.webp' }]), 'https://img.example.id/files')).toBe(
    'https://img.example.id/files/Products/kopi.webp',
  );
});

test('a file name cannot step out of the Products folder', () => {
  expect(orderLineImageUrl(line([{ fileName: '../secret?x=1#y' }]), '/images')).toBe(
    '/images/Products/..%2Fsecret%3Fx%3D1%23y',
  );
});

test('no image, or a blank file name, gives none', () => {
  expect(orderLineImageUrl(line([]))).toBeNull();
  expect(orderLineImageUrl(line([{ fileName: '  ' }]))).toBeNull();
});
