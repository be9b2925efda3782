import { useServerData } from '@/api/serverData';
import type { MySharedBlend } from '@/api/sharedBlends';
import { sharedBlendQueries } from '@/api/sharedBlends';
import { formatDisplayDate } from '@/lib/format';
import { hrefs, routes } from '@/lib/paths';
import { cx, EmptyState, Link, LoadError, layout } from '@/ui';
import styles from './SharedBlendsPanel.module.css';
import { SharedBlendsSkeleton } from './SharedBlendsSkeleton';
import { profileTexts } from './texts';

const texts = profileTexts.sharedBlends;

/** Newest first, whatever order they came in. */
const newestFirst = (blends: readonly MySharedBlend[]) =>
  [...blends].sort((a, b) => Date.parse(b.sharedAt) - Date.parse(a.sharedAt));

/** The composition in one line: '50% Arabika Gayo · 50% Robusta Temanggung'. */
const compositionInShort = (blend: Pick<MySharedBlend, 'composition'>) =>
  blend.composition.map(({ percentage, name }) => `${percentage}% ${name}`).join(' · ');

/**
 * The profile's 'Blend Dibagikan' (issue 39): the customer's shared blends, newest first,
 * each a link to its public page with its composition, when it was shared and how many
 * times friends bought it. Who bought it is never told.
 */
export function SharedBlendsPanel() {
  const blends = useServerData(sharedBlendQueries.mine);
  if (blends.status === 'loading') return <SharedBlendsSkeleton />;
  if (blends.status === 'error') {
    return (
      <LoadError
        title={texts.loadFailedTitle}
        retryLabel={profileTexts.retry}
        onRetry={blends.retry}
      >
        {blends.error.userMessage}
      </LoadError>
    );
  }
  if (blends.data.length === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        link={{ href: routes.orderHistory, text: texts.emptyLink, variant: 'secondary' }}
      >
        {texts.emptyMessage}
      </EmptyState>
    );
  }
  return (
    <ul className={cx(layout.plainList, styles.list)} aria-label={texts.listLabel}>
      {newestFirst(blends.data).map((blend) => (
        <li key={blend.slug} className={cx(layout.stack, styles.blend)}>
          <h2 className={styles.name}>
            <Link href={hrefs.sharedBlend(blend.slug)}>{blend.name}</Link>
          </h2>
          <p className={styles.composition}>{compositionInShort(blend)}</p>
          <p className={cx(layout.cluster, styles.facts)}>
            <span className={layout.muted}>
              {texts.sharedOn(formatDisplayDate(blend.sharedAt))}
            </span>
            <strong className={styles.bought}>{texts.bought(blend.timesBought)}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}
