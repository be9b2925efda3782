import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import layout from './layout.module.css';
import styles from './Skeleton.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SkeletonProps {
  /** `block` fills its box (an image, a card); `text` draws lines; `circle` an avatar. */
  shape?: 'block' | 'text' | 'circle';
  /** Lines of a `text` skeleton; the last of several is shorter, like a paragraph. */
  lines?: number;
  /** Any CSS length; numbers are pixels. A circle uses it for both sides. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For a block standing in for an image: keeps the image's shape so nothing shifts. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/**
 * A shimmering placeholder in the shape of content that is still loading. Hidden from
 * screen readers: the SkeletonGroup around it says "Memuat…" once for all of them.
 */
export function Skeleton({
  shape = 'block',
  lines = 1,
  width,
  height,
  aspectRatio,
  className,
}: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span
        className={cx(layout.stack, styles.lines, className)}
        style={{ width }}
        aria-hidden="true"
      >
        {Array.from({ length: lines }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
          <span key={line} className={cx(styles.skeleton, styles.text)} />
        ))}
      </span>
    );
  }
  const size =
    shape === 'circle' ? { width, height: width, aspectRatio } : { width, height, aspectRatio };
  return (
    <span
      className={cx(styles.skeleton, styles[shape], className)}
      style={size}
      aria-hidden="true"
    />
  );
}

/**
 * A form's field while the form loads: its label's line, labelWidth wide, over the box it
 * will be typed in.
 */
export function FieldSkeleton({ labelWidth }: { labelWidth: CSSProperties['width'] }) {
  return (
    <span className={cx(layout.stack, styles.field)}>
      <Skeleton shape="text" width={labelWidth} />
      <Skeleton height="3rem" />
    </span>
  );
}

export interface SkeletonGroupProps {
  /** Read by screen readers in place of the placeholders. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** Wraps the placeholders of one loading area: busy for assistive tech, with one label. */
export function SkeletonGroup({ label = 'Memuat…', children, className }: SkeletonGroupProps) {
  return (
    <div className={cx(styles.group, className)} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
