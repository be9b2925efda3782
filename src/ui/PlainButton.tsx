import type { ComponentProps } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import styles from './Button.module.css';
import { cx } from './cx';
import focus from './focusRing.module.css';

export interface PlainButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: ButtonSize;
}

/**
 * A native <button> with the Button's look, for a part of the first load (the analytics
 * notice): react-aria's press handling, 11.6 KB gzip, stays with the screens that need it.
 * Hover, press and the keyboard's focus ring come from CSS; no loading or disabled states.
 */
export function PlainButton({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={cx(
        styles.button,
        styles.plain,
        focus.focusRing,
        styles[variant],
        size !== 'md' && styles[size],
        className,
      )}
    >
      <span className={styles.content}>{children}</span>
    </button>
  );
}
