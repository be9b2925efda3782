import type { ReactNode } from 'react';
import { Button } from './Button';

export interface RetryNoteProps {
  /** What failed to load, in the feature's words. */
  children: ReactNode;
  /** The feature's 'Coba lagi'. */
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  /** A span where the note stands inside a line of other text (a price beside its label). */
  as?: 'p' | 'span';
}

/**
 * LoadError's small sibling, for one field, price or row that failed to load inside a form
 * or page that did load: the words and a link-styled retry on one line, announced as it
 * appears (role="alert").
 */
export function RetryNote({
  children,
  retryLabel,
  onRetry,
  className,
  as: Tag = 'p',
}: RetryNoteProps) {
  return (
    <Tag role="alert" className={className}>
      {children}{' '}
      <Button variant="link" onPress={onRetry}>
        {retryLabel}
      </Button>
    </Tag>
  );
}
