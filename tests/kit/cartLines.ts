/**
 * Siti's cart lines as the mock gateway seeds them (GET /api/Cart's shape), for the cart's and
 * checkout's stories that answer a cart call themselves (a price that changed, a blend, 99 of
 * a line) or show lines without a gateway, and for unit tests of what a line says. The
 * aliases are the seed's, so removing or saving a line still reaches the mock gateway's cart.
 */
import type { CartLine } from '@/api/cart';

export const gayoLine: CartLine = {
  alias: 'crt-siti-1',
  product: { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash', image: 'BN-GAYO-250-1.svg' },
  quantity: 2,
  uoM: { code: '250GR', name: '250 g' },
  price: 125_000,
  lineTotal: 250_000,
  weightInMg: 550_000,
  remarks: 'Sedang (V60 / Drip)',
  varianceJSON: '[]',
};

export const kopiSusuLine: CartLine = {
  alias: 'crt-siti-2',
  product: { code: 'BV-KSGA', name: 'Kopi Susu Gula Aren', image: 'BV-KSGA-1.svg' },
  quantity: 1,
  uoM: { code: 'CUP', name: 'Cup' },
  price: 25_000,
  lineTotal: 25_000,
  weightInMg: 450_000,
  remarks: '',
  varianceJSON: JSON.stringify([
    { name: 'Ukuran', details: [{ value: 'Large' }] },
    { name: 'Gula', details: [{ value: 'Less' }] },
    { name: 'Es', details: [{ value: 'Normal' }] },
  ]),
};

/** A blend the customer composed: its composition travels in the product's options. */
export const blendLine: CartLine = {
  alias: 'crt-siti-blend',
  product: {
    code: 'CB-000001',
    name: 'Racikan Pagi Siti',
    image: 'CB-000001-1.svg',
    productOptions: [
      {
        code: 'BN-GAYO-250',
        name: 'Arabika Gayo Full Wash',
        percentage: 50,
        flavour: { body: 3, acidity: 4, sweetness: 4, bitterness: 2 },
      },
      {
        code: 'BN-TORAJA-250',
        name: 'Arabika Toraja Sapan',
        percentage: 25,
        flavour: { body: 4, acidity: 3, sweetness: 3, bitterness: 3 },
      },
      {
        code: 'BN-ROBUSTA-250',
        name: 'Robusta Temanggung',
        percentage: 25,
        flavour: { body: 5, acidity: 1, sweetness: 2, bitterness: 5 },
      },
      { code: 'PKG-BAG', name: 'Coffee Bag', optionCategory: '05' },
    ],
  },
  quantity: 1,
  uoM: { code: '250GR', name: '250 g' },
  price: 140_000,
  lineTotal: 140_000,
  weightInMg: 260_000,
  remarks: 'Halus (Espresso)',
  varianceJSON: '[]',
};
