// Helpers for this feature's stories (never imported by the screens).
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { cartCountAtom } from '@/state/cart';

/** Modals render in a portal on document.body, outside the story's canvas. */
export const screenBody = within(document.body);

export const desktop = { viewport: { value: 'desktop', isRotated: false } };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Shows the shared cart count the way the navbar reads it, so a story can see it change. */
export function CartCountProbe({ children }: { children: ReactNode }) {
  const count = useAtomValue(cartCountAtom);
  return (
    <>
      <output aria-label="Jumlah di keranjang">{count ?? 'belum dimuat'}</output>
      {children}
    </>
  );
}
