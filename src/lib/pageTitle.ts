import { useEffect } from 'react';
import { SHOP_NAME, SHOP_TITLE } from './shop';

// The browser's title of a page, on the build's pages (lib/pageHead.ts) and on every screen
// the client shows (the route table's title, or the screen's own once its data is there).

/** A page's title: its own name first, then the shop's ('Keranjang · ' and SHOP_NAME). */
export function pageTitle(name?: string | null): string {
  const own = name?.trim();
  return own ? `${own} · ${SHOP_NAME}` : SHOP_TITLE;
}

/** Sets the browser's title to `name`'s page title while the caller is shown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
