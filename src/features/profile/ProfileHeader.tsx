import { Button, cx, layout } from '@/ui';
import styles from './ProfileScreen.module.css';
import { displayName } from './profileDisplay';
import { profileTexts as texts } from './texts';

export interface ProfileHeaderProps {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  onLogOut: () => void;
}

function initials(firstName: string | null | undefined, lastName: string | null | undefined) {
  const first = (text: string | null | undefined) => Array.from(text?.trim() ?? '')[0] ?? '';
  return (first(firstName) + first(lastName)).toUpperCase() || '?';
}

/** Who is signed in: name (dashes where empty), membership and the way out. */
export function ProfileHeader({ firstName, lastName, onLogOut }: ProfileHeaderProps) {
  return (
    <header className={cx(layout.card, styles.header)}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(firstName, lastName)}
      </span>
      <div className={cx(layout.stack, styles.identity)}>
        <h1 className={styles.name}>{displayName(firstName, lastName)}</h1>
        <span className={styles.membership}>{texts.membership}</span>
      </div>
      <Button variant="secondary" className={styles.logout} onPress={onLogOut}>
        {texts.logout}
      </Button>
    </header>
  );
}
