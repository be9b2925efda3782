import { Link } from 'wouter';
import { routes } from '@/lib/paths';
import { CartIcon } from './icons';
import { LogoHomeLink } from './Logo';
import styles from './MobileTopBar.module.css';
import { TopSearch } from './TopSearch';
import { shellTexts } from './texts';
import bar from './topBar.module.css';
import type { TopBarProps } from './topBarProps';
import { useScrolledPast } from './useScrolledPast';

/**
 * Mobile and tablet portrait top bar: logo, the search (an icon until pressed) and, for
 * customers, the cart with its count.
 */
export function MobileTopBar({ isAuthenticated, cartCount }: TopBarProps) {
  const scrolled = useScrolledPast(30);
  return (
    <header className={`${bar.topBar} ${styles.bar}`} data-scrolled={scrolled || undefined}>
      <LogoHomeLink inverse={scrolled} />
      <TopSearch />
      {isAuthenticated && (
        <Link
          href={routes.cart}
          className={styles.cart}
          aria-label={shellTexts.cartButtonLabel(cartCount)}
        >
          <CartIcon />
          {/* A red bubble reads as news: an empty cart says its 0 in words only. */}
          {cartCount ? (
            <span className={styles.badge} aria-hidden="true">
              {cartCount}
            </span>
          ) : null}
        </Link>
      )}
    </header>
  );
}
