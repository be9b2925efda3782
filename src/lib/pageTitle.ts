import { useEffect } from 'react';

// The browser's title of a page, on the build's pages (lib/pageHead.ts) and on every screen
// the client shows (the route table's title, or the screen's own once its data is there).

export const SHOP_NAME = 'Kopi Nusantara';

/** A page's title: its own name first, then the shop's ('Keranjang · Kopi Nusantara'). */
export function pageTitle(name?: string | null): string {
  const own = name?.trim();
  return own ? `${own} · ${SHOP_NAME}` : `${SHOP_NAME} — Blend Kopimu Sendiri`;
}

/** Sets the browser's title to `name`'s page title while the caller is shown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
