import { CANNOT_CONNECT } from '@/lib/connectionTexts';
import buttonStyles from './Button.module.css';
import { cx } from './cx';
import styles from './PartUnavailable.module.css';

/**
 * The api layer's ERROR_TEXTS.offline, word for word: a shopper meets one wording for 'no
 * connection', whatever failed (ui may not import the api layer).
 */

export interface PartUnavailableProps {
  /** Downloads the part's code again. */
  onRetry: () => void;
  /** For a dialog, which has no room on the page to stand in. */
  isFloating?: boolean;
}

/**
 * What stands where a part is when its code could not be downloaded (offline, or a new
 * deployment removed it): the shop's offline words and 'Coba lagi'. A plain button with the
 * Button's look: this shows exactly when code cannot load, and the shell's first load stays
 * free of react-aria's press handling.
 */
export function PartUnavailable({ onRetry, isFloating = false }: PartUnavailableProps) {
  return (
    <div role="alert" className={cx(styles.unavailable, isFloating && styles.floating)}>
      <p>{CANNOT_CONNECT}</p>
      <button
        type="button"
        className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.sm)}
        onClick={onRetry}
      >
        Coba lagi
      </button>
    </div>
  );
}
