import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Icon.module.css';

export interface IconProps {
  /** The shapes, drawn on a 24-unit grid; they inherit the stroke and may override it. */
  children: ReactNode;
  /** Sets the icon's size (width and height) where it is not the shop's --size-icon. */
  className?: string;
  strokeWidth?: number;
}

/**
 * A line icon in the current text colour: round ends and corners, no fill. Decorative: the
 * control or text around it says what it means, so screen readers skip it.
 */
export function Icon({ children, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
