import { MARKETPLACE_STORES } from '@/lib/shop';
import { cx, layout, opensInNewTab } from '@/ui';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { shellTexts } from './texts';

/** Footer: the shop's marketplace stores (lib/shop.ts) and the copyright line (SPEC §2 Layout). */
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
    </footer>
  );
}
