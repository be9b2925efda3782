import { Link } from 'wouter';
import { routes } from '@/lib/paths';
import { LogoHomeLink } from './Logo';
import styles from './Navbar.module.css';
import { NavLink } from './NavLink';
import { TopSearch } from './TopSearch';
import { shellTexts } from './texts';
import bar from './topBar.module.css';
import type { TopBarProps } from './topBarProps';
import { useScrolledPast } from './useScrolledPast';

/** Desktop landscape navbar (SPEC §2 Layout): black after 50 px of scrolling. */
export function Navbar({ isAuthenticated, cartCount }: TopBarProps) {
  const scrolled = useScrolledPast(50);
  return (
    <header className={`${bar.topBar} ${styles.navbar}`} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <LogoHomeLink inverse={scrolled} />
        <TopSearch />
        <nav aria-label={shellTexts.mainNav} className={styles.nav}>
          <NavLink href={routes.home} className={styles.link} activeClassName={styles.active}>
            {shellTexts.home}
          </NavLink>
          <NavLink href={routes.products} className={styles.link} activeClassName={styles.active}>
            {shellTexts.products}
          </NavLink>
          <NavLink href={routes.blogs} className={styles.link} activeClassName={styles.active}>
            {shellTexts.blogs}
          </NavLink>
          {isAuthenticated ? (
            <>
              <NavLink href={routes.cart} className={styles.link} activeClassName={styles.active}>
                {shellTexts.cart(cartCount)}
              </NavLink>
              <NavLink
                href={routes.profile}
                className={styles.link}
                activeClassName={styles.active}
              >
                {shellTexts.profile}
              </NavLink>
            </>
          ) : (
            <NavLink href={routes.login} className={styles.link} activeClassName={styles.active}>
              {shellTexts.login}
            </NavLink>
          )}
          <Link href={routes.blendIntro} className={styles.cta}>
            {shellTexts.createBlend}
          </Link>
        </nav>
      </div>
    </header>
  );
}
