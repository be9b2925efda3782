import type { ReactNode } from 'react';
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
      <Slot href={routes.home} icon={<HomeIcon />} label={shellTexts.mobileHome} />
      <Slot href={routes.products} icon={<BagIcon />} label={shellTexts.mobileProducts} />
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
      <Slot href={routes.blogs} icon={<BookIcon />} label={shellTexts.mobileBlogs} />
      {isAuthenticated ? (
        <Slot href={routes.profile} icon={<UserIcon />} label={shellTexts.profile} />
      ) : (
        <Slot href={routes.login} icon={<UserIcon />} label={shellTexts.login} />
      )}
    </nav>
  );
}

/** One of the bar's plain slots: an icon over its label, marked while its page is open. */
function Slot({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <NavLink href={href} className={styles.slot} activeClassName={styles.active}>
      {icon}
      <span>{label}</span>
    </NavLink>
  );
}
