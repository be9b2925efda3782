import { hrefs } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { ProfileFormPanel } from './ProfileFormPanel';
import styles from './ProfileScreen.module.css';
import { profileTexts as texts } from './texts';
import { useCustomerProfile } from './useCustomerProfile';

/** /main/edit-profile: the 'My Profile' form on a page of its own. */
export default function EditProfileScreen() {
  const { hasProfileCookie, profile } = useCustomerProfile();
  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <div className={cx(layout.cluster, styles.titleBar)}>
        <h1 className={styles.name}>{texts.editTitle}</h1>
        <Link variant="standalone" href={hrefs.profileTab('profile')}>
          {texts.backToProfile}
        </Link>
      </div>
      <section
        className={cx(layout.card, styles.card, styles.formCard)}
        aria-label={texts.editTitle}
      >
        <ProfileFormPanel hasProfileCookie={hasProfileCookie} profile={profile} />
      </section>
    </div>
  );
}
