import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { EmptyState, type EmptyStateProps } from './EmptyState';

export interface LoadErrorProps {
  title: string;
  /** What went wrong, in the shopper's words (the ApiError's userMessage, or the feature's). */
  children: ReactNode;
  /** The feature's 'Coba lagi'. */
  retryLabel: string;
  onRetry: () => void;
  /** A secondary button where the retry sits among the page's own calls to action. */
  retryVariant?: ButtonVariant;
  headingLevel?: EmptyStateProps['headingLevel'];
  /** Places the alert where the content it stands for would be. */
  className?: string;
}

/**
 * What a screen shows where data failed to load: what failed, why, and one way to try again.
 * Announced when it appears (role="alert"), so a shopper using a screen reader hears it.
 */
export function LoadError({
  title,
  children,
  retryLabel,
  onRetry,
  retryVariant,
  headingLevel,
  className,
}: LoadErrorProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        title={title}
        headingLevel={headingLevel}
        action={
          <Button variant={retryVariant} onPress={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
