import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize } from './Button';
import buttonStyles from './Button.module.css';
import { cx } from './cx';
import focus from './focusRing.module.css';
import styles from './Link.module.css';

export type LinkVariant = 'inline' | 'standalone' | 'primary' | 'secondary';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /**
   * `inline` sits in running text; `standalone` is a link on its own with a full touch
   * target; `primary` and `secondary` look like buttons but navigate, like 'Daftar Sekarang!'.
   */
  variant?: LinkVariant;
  /** The size of a `primary` or `secondary` link, as a Button's: `lg` for a page's one strong call. */
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A navigation link. It knows nothing of the router: with an `href` it is a real anchor, and
 * the app's RouterProvider (react-aria-components) turns presses into client-side navigation.
 */
export function Link({ variant = 'inline', size = 'md', className, ...props }: LinkProps) {
  const look =
    variant === 'primary' || variant === 'secondary'
      ? cx(buttonStyles.button, buttonStyles[variant], size !== 'md' && buttonStyles[size])
      : cx(styles.link, variant === 'standalone' && styles.standalone);
  return <AriaLink {...props} className={cx(look, focus.focusRing, className)} />;
}
