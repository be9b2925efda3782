import { cx } from './cx';
import styles from './FeedbackIcon.module.css';
import { Icon } from './Icon';
import layout from './layout.module.css';

export type FeedbackKind = 'success' | 'error' | 'info' | 'warning';

const tones: Record<FeedbackKind, string | undefined> = {
  success: layout.toneSuccess,
  error: layout.toneError,
  info: layout.toneInfo,
  warning: layout.toneWarning,
};

const glyphs: Record<FeedbackKind, string> = {
  success: 'm6 12.5 4 4L18 8',
  error: 'M7 7l10 10M17 7 7 17',
  info: 'M12 11v6M12 7.25v.5',
  warning: 'M12 6.5v7M12 17.25v.5',
};

/** The round tinted mark above an alert's title. Decorative: the title says the same. */
export function FeedbackIcon({ kind }: { kind: FeedbackKind }) {
  return (
    <span className={cx(styles.icon, tones[kind])} aria-hidden="true">
      <Icon className={styles.glyph} strokeWidth={2.5}>
        <path d={glyphs[kind]} />
      </Icon>
    </span>
  );
}
