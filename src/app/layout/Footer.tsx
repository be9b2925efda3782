// Not the '@/ui' barrel: the shell is the first load, and the barrel's chunk (dialogs, forms)
// would come with it (npm run bench:size -- --check guards the budget).
import { cx } from '@/ui/cx';
import layout from '@/ui/layout.module.css';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { marketplaceShops, shellTexts } from './texts';

/** Footer: marketplace shops and the copyright line (SPEC §2 Layout). */
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
          <ul className={cx(layout.plainList, styles.shops)}>
            {marketplaceShops.map((shop) => (
              <li key={shop.name}>
                <a
                  href={shop.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.shop}
                >
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
