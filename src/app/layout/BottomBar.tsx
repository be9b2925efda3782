import { routes } from '@/lib/paths';
import styles from './BottomBar.module.css';
import { BagIcon, BeanIcon, BookIcon, HomeIcon, UserIcon } from './icons';
import { NavLink } from './NavLink';
import { shellTexts } from './texts';

export interface BottomBarProps {
  isAuthenticated: boolean;
}

/** Mobile bottom bar: five slots, the custom blend raised in the centre (SPEC §2 Layout). */
export function BottomBar({ isAuthenticated }: BottomBarProps) {
  return (
    <nav aria-label={shellTexts.mobileNav} className={styles.bar}>
      <NavLink href={routes.home} className={styles.slot} activeClassName={styles.active}>
        <HomeIcon />
        <span>{shellTexts.mobileHome}</span>
      </NavLink>
      <NavLink href={routes.products} className={styles.slot} activeClassName={styles.active}>
        <BagIcon />
        <span>{shellTexts.mobileProducts}</span>
      </NavLink>
      <NavLink
        href={routes.blendIntro}
        className={`${styles.slot} ${styles.centre}`}
        activeClassName={styles.active}
        aria-label={shellTexts.createBlend}
      >
        <span className={styles.bubble}>
          <BeanIcon />
        </span>
        <span>{shellTexts.mobileBlend}</span>
      </NavLink>
      <NavLink href={routes.blogs} className={styles.slot} activeClassName={styles.active}>
        <BookIcon />
        <span>{shellTexts.mobileBlogs}</span>
      </NavLink>
      {isAuthenticated ? (
        <NavLink href={routes.profile} className={styles.slot} activeClassName={styles.active}>
          <UserIcon />
          <span>{shellTexts.profile}</span>
        </NavLink>
      ) : (
        <NavLink href={routes.login} className={styles.slot} activeClassName={styles.active}>
          <UserIcon />
          <span>{shellTexts.login}</span>
        </NavLink>
      )}
    </nav>
  );
}
