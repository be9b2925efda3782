import styles from './BottomBar.module.css';
import { BagIcon, BeanIcon, BookIcon, HomeIcon, UserIcon } from './icons';
import { NavLink } from './NavLink';
import { paths, shellTexts } from './texts';

export interface BottomBarProps {
  isAuthenticated: boolean;
}

/** Mobile bottom bar: five slots, the custom blend raised in the centre (SPEC §2 Layout). */
export function BottomBar({ isAuthenticated }: BottomBarProps) {
  return (
    <nav aria-label={shellTexts.mobileNav} className={styles.bar}>
      <NavLink href={paths.home} className={styles.slot} activeClassName={styles.active}>
        <HomeIcon />
        <span>{shellTexts.mobileHome}</span>
      </NavLink>
      <NavLink href={paths.products} className={styles.slot} activeClassName={styles.active}>
        <BagIcon />
        <span>{shellTexts.mobileProducts}</span>
      </NavLink>
      <NavLink
        href={paths.blendIntro}
        className={`${styles.slot} ${styles.centre}`}
        activeClassName={styles.active}
        aria-label={shellTexts.createBlend}
      >
        <span className={styles.bubble}>
          <BeanIcon />
        </span>
        <span>{shellTexts.mobileBlend}</span>
      </NavLink>
      <NavLink href={paths.blogs} className={styles.slot} activeClassName={styles.active}>
        <BookIcon />
        <span>{shellTexts.mobileBlogs}</span>
      </NavLink>
      {isAuthenticated ? (
        <NavLink href={paths.profile} className={styles.slot} activeClassName={styles.active}>
          <UserIcon />
          <span>{shellTexts.profile}</span>
        </NavLink>
      ) : (
        <NavLink href={paths.login} className={styles.slot} activeClassName={styles.active}>
          <UserIcon />
          <span>{shellTexts.login}</span>
        </NavLink>
      )}
    </nav>
  );
}
