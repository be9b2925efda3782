import { openPrivacySettings } from '@/features/analytics/public';
import { needsApp } from '@/lib/earlyPress';
import { MARKETPLACE_STORES } from '@/lib/shop';
import { cx, layout, opensInNewTab } from '@/ui';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { shellTexts } from './texts';

/**
 * Footer: the shop's marketplace stores (lib/shop.ts), the copyright line (SPEC §2 Layout) and
 * 'Pengaturan privasi'.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo inverse />
          <p>{shellTexts.footerAbout}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{shellTexts.footerShops}</h2>
          <ul className={cx(layout.plainList, layout.cluster, styles.shops)}>
            {MARKETPLACE_STORES.map((shop) => (
              <li key={shop.name}>
                <a href={shop.href} {...opensInNewTab} className={styles.shop}>
                  {shop.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{shellTexts.copyright}</p>
      {/* Reopens the analytics notice with the current answer (UU PDP No. 27/2022). */}
      <p className={styles.privacy}>
        <button
          type="button"
          className={styles.privacyButton}
          onClick={openPrivacySettings}
          {...needsApp('privacy-settings')}
        >
          {shellTexts.privacySettings}
        </button>
      </p>
    </footer>
  );
}
