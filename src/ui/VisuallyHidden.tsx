import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `div` when the hidden content is block-level, such as a list. */
  elementType?: 'span' | 'div';
}

/** Text for screen readers only: labels, units and status messages a sighted user reads from layout. */
export function VisuallyHidden({ elementType = 'span', className, ...props }: VisuallyHiddenProps) {
  const hidden = cx(styles.root, className);
  return elementType === 'div' ? (
    <div {...props} className={hidden} />
  ) : (
    <span {...props} className={hidden} />
  );
}
