import type { ReactNode } from 'react';
import type { Resource } from '@/api/serverData';
import { cx, layout, RetryNote, Skeleton, SkeletonGroup } from '@/ui';
import styles from '../BlendScreen.module.css';
import { blendTexts } from '../texts';

// What a step of the builder shows while the gateway's options load, when they fail, and when
// what was chosen cannot go on: the same in every step.

/** A read of the gateway while it loads, failed (with a retry), or loaded. */
export function Loaded<T>({
  resource,
  loadingLabel,
  errorMessage = blendTexts.loadError,
  children,
}: {
  resource: Resource<T>;
  loadingLabel: string;
  errorMessage?: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={loadingLabel}>
        <Skeleton width="8rem" height="1rem" />
        <Skeleton height="2.75rem" />
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <RetryNote
        className={cx(layout.callout, layout.toneError, styles.problem)}
        retryLabel={blendTexts.retry}
        onRetry={resource.retry}
      >
        {errorMessage}
      </RetryNote>
    );
  }
  return <>{children(resource.data)}</>;
}

/** Why the shopper cannot go on from here. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={cx(layout.callout, layout.toneError, styles.problem)}>
      {children}
    </p>
  );
}
