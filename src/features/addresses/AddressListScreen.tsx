import { hrefs, routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { AddressListPanel } from './AddressListPanel';
import styles from './AddressScreens.module.css';
import { addressListTexts as texts } from './texts';

/** /main/address: the customer's shipment addresses on a page of their own. */
export default function AddressListScreen() {
  return (
    <div className={styles.page}>
      <div className={cx(layout.stack, styles.wide)}>
        <Link variant="standalone" href={hrefs.profileTab('alamat')} className={styles.back}>
          <span aria-hidden="true">←</span> {texts.backToProfile}
        </Link>
        <header className={cx(layout.stack, styles.header)}>
          <h1 className={styles.title}>{texts.pageTitle}</h1>
          <p className={styles.lead}>{texts.pageIntro}</p>
        </header>
        <AddressListPanel returnTo={routes.address} />
      </div>
    </div>
  );
}
