import { Link } from 'wouter';
import { Logo } from './Logo';
import styles from './Navbar.module.css';
import { NavLink } from './NavLink';
import { paths, shellTexts } from './texts';
import { useScrolledPast } from './useScrolledPast';

export interface NavbarProps {
  isAuthenticated: boolean;
  cartCount: number | null;
}

/** Desktop landscape navbar (SPEC §2 Layout): black after 50 px of scrolling. */
export function Navbar({ isAuthenticated, cartCount }: NavbarProps) {
  const scrolled = useScrolledPast(50);
  return (
    <header className={styles.navbar} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <Link
          href={paths.home}
          className={styles.brand}
          aria-label={`${shellTexts.brand}, ${shellTexts.home}`}
        >
          <Logo inverse={scrolled} />
        </Link>
        <nav aria-label={shellTexts.mainNav} className={styles.nav}>
          <NavLink href={paths.home} className={styles.link} activeClassName={styles.active}>
            {shellTexts.home}
          </NavLink>
          <NavLink href={paths.products} className={styles.link} activeClassName={styles.active}>
            {shellTexts.products}
          </NavLink>
          <NavLink href={paths.blogs} className={styles.link} activeClassName={styles.active}>
            {shellTexts.blogs}
          </NavLink>
          {isAuthenticated ? (
            <>
              <NavLink href={paths.cart} className={styles.link} activeClassName={styles.active}>
                {shellTexts.cart(cartCount)}
              </NavLink>
              <NavLink href={paths.profile} className={styles.link} activeClassName={styles.active}>
                {shellTexts.profile}
              </NavLink>
            </>
          ) : (
            <NavLink href={paths.login} className={styles.link} activeClassName={styles.active}>
              {shellTexts.login}
            </NavLink>
          )}
          <Link href={paths.blendIntro} className={styles.cta}>
            {shellTexts.createBlend}
          </Link>
        </nav>
      </div>
    </header>
  );
}
