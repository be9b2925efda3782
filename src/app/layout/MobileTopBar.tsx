import { Link } from 'wouter';
import { routes } from '@/lib/paths';
import { CartIcon } from './icons';
import { Logo } from './Logo';
import styles from './MobileTopBar.module.css';
import { shellTexts } from './texts';
import { useScrolledPast } from './useScrolledPast';

export interface MobileTopBarProps {
  isAuthenticated: boolean;
  cartCount: number | null;
}

/** Mobile and tablet portrait top bar: logo and, for customers, the cart with its count. */
export function MobileTopBar({ isAuthenticated, cartCount }: MobileTopBarProps) {
  const scrolled = useScrolledPast(30);
  return (
    <header className={styles.bar} data-scrolled={scrolled || undefined}>
      <Link
        href={routes.home}
        className={styles.brand}
        aria-label={`${shellTexts.brand}, ${shellTexts.home}`}
      >
        <Logo inverse={scrolled} />
      </Link>
      {isAuthenticated && (
        <Link
          href={routes.cart}
          className={styles.cart}
          aria-label={shellTexts.cartButtonLabel(cartCount)}
        >
          <CartIcon />
          <span className={styles.badge} aria-hidden="true">
            {cartCount ?? 0}
          </span>
        </Link>
      )}
    </header>
  );
}
