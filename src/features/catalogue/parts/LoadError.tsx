import { Button, EmptyState } from '@/ui';

export interface LoadErrorProps {
  title: string;
  /** What went wrong, in the shopper's words (the ApiError's userMessage). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/** A load that failed: what failed, why, and 'Coba lagi'. Announced when it appears. */
export function LoadError({ title, message, retryLabel, onRetry, headingLevel }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        headingLevel={headingLevel}
        action={<Button onPress={onRetry}>{retryLabel}</Button>}
      >
        {message}
      </EmptyState>
    </div>
  );
}
