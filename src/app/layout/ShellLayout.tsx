import type { ReactNode } from 'react';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { MobileTopBar } from './MobileTopBar';
import { Navbar } from './Navbar';
import styles from './ShellLayout.module.css';
import { shellTexts } from './texts';

export interface ShellLayoutProps {
  isAuthenticated: boolean;
  cartCount: number | null;
  children: ReactNode;
}

/**
 * The public shell every screen lives in. Which bars show is decided by CSS media queries,
 * not JavaScript, so the first paint already has the right ones and nothing shifts.
 */
export function ShellLayout({ isAuthenticated, cartCount, children }: ShellLayoutProps) {
  return (
    <div className={styles.shell}>
      {/* The build pre-renders public pages: without JavaScript they show, but nothing works. */}
      <noscript>
        <p className={styles.needsJavaScript}>{shellTexts.needsJavaScript}</p>
      </noscript>
      <a href="#konten" className={styles.skip}>
        {shellTexts.skipToContent}
      </a>
      <Navbar isAuthenticated={isAuthenticated} cartCount={cartCount} />
      <MobileTopBar isAuthenticated={isAuthenticated} cartCount={cartCount} />
      <main id="konten" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <BottomBar isAuthenticated={isAuthenticated} />
    </div>
  );
}
