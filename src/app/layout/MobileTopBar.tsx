import { Link } from 'wouter';
import { CartIcon } from './icons';
import { Logo } from './Logo';
import styles from './MobileTopBar.module.css';
import { paths, shellTexts } from './texts';
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
        href={paths.home}
        className={styles.brand}
        aria-label={`${shellTexts.brand}, ${shellTexts.home}`}
      >
        <Logo inverse={scrolled} />
      </Link>
      {isAuthenticated && (
        <Link
          href={paths.cart}
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
