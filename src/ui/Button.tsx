import { type ReactNode, type Ref, useId } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';
import { cx } from './cx';
import focus from './focusRing.module.css';
import layout from './layout.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  /** `danger` is the dark red of confirm buttons; `link` looks like a text link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner over the label and ignores presses (a submit button stops submitting).
   * The button stays focusable, keeps its accessible name and reports aria-disabled.
   */
  isLoading?: boolean;
  isFullWidth?: boolean;
  /**
   * Why the button cannot be pressed yet ('Pilih cabang terlebih dahulu.'): while set, the
   * button is disabled and the reason stands under it in muted words, as its description.
   */
  whyDisabled?: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const ignoredWhileLoading = {
  onPress: undefined,
  onPressStart: undefined,
  onPressEnd: undefined,
  onPressUp: undefined,
  onPressChange: undefined,
  onClick: undefined,
} satisfies Partial<AriaButtonProps>;

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  whyDisabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const reasonId = useId();
  const button = (
    <AriaButton
      {...props}
      {...(whyDisabled !== undefined && { isDisabled: true, 'aria-describedby': reasonId })}
      // Not react-aria's isPending: its live announcement points at the button by id and,
      // when the button goes away with its dialog, leaves a dangling reference behind.
      {...(isLoading && ignoredWhileLoading)}
      type={isLoading && props.type === 'submit' ? 'button' : props.type}
      aria-disabled={isLoading || undefined}
      className={cx(
        styles.button,
        focus.focusRing,
        styles[variant],
        size !== 'md' && styles[size],
        isFullWidth && styles.fullWidth,
        isLoading && styles.loading,
        className,
      )}
    >
      <span className={styles.content}>{children}</span>
      {isLoading && <Spinner isDecorative size="sm" className={styles.spinner} />}
    </AriaButton>
  );
  if (whyDisabled === undefined) return button;
  return (
    <>
      {button}
      <p id={reasonId} className={layout.muted}>
        {whyDisabled}
      </p>
    </>
  );
}
