import type { SeedOutgoingTax } from './types';

// Shelf prices include tax, so cart lines carry the default tax for the record only.
export const outgoingTaxes: readonly SeedOutgoingTax[] = [
  { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true },
  // Regional tax on food and drink served at the café instead of VAT.
  { code: 'PBJT10', name: 'PBJT Makanan & Minuman 10%', rate: 10, isDefault: false },
];

export function defaultOutgoingTax(): SeedOutgoingTax {
  const tax = outgoingTaxes.find((t) => t.isDefault);
  if (!tax) throw new Error('No default outgoing tax');
  return tax;
}
