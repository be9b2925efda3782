import { useParams } from 'wouter';
import { useServerData } from '@/api/serverData';
import { isSharedBlendGone, sharedBlendQueries } from '@/api/sharedBlends';
import { cx, LoadError, layout, OutOfDateNote, Skeleton, SkeletonGroup } from '@/ui';
import { SharedBlendGone } from './parts/SharedBlendGone';
import { SharedBlendView } from './parts/SharedBlendView';
import styles from './SharedBlendScreen.module.css';
import { sharedBlendTexts } from './texts';

const texts = sharedBlendTexts.page;

/** /blend/:slug: a blend a customer shared, for anyone, and the way to buy it for oneself. */
export default function SharedBlendScreen() {
  const { slug = '' } = useParams<{ slug?: string }>();
  return (
    <div className={cx(layout.page, layout.stack)}>
      {/* Keyed by slug: another blend starts with its own dialog and flow. */}
      <SharedBlendContent key={slug} slug={slug.trim()} />
    </div>
  );
}

function SharedBlendContent({ slug }: { slug: string }) {
  const blend = useServerData(slug === '' ? null : sharedBlendQueries.bySlug(slug));
  // A failed reload keeps the blend that is on screen, marked as maybe out of date.
  if (blend.data)
    return [
      <OutOfDateNote key="note" shown={[blend]} />,
      <SharedBlendView key="blend" blend={blend.data} />,
    ];
  if (slug === '' || isSharedBlendGone(blend.error)) return <SharedBlendGone />;
  if (blend.status === 'loading') return <BlendSkeleton />;
  const { userMessage } = blend.error;
  return (
    <LoadError title={texts.loadError} retryLabel={texts.retry} onRetry={blend.retry}>
      {userMessage}
    </LoadError>
  );
}

function BlendSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={styles.blend}>
      <div className={cx(layout.stack, styles.intro)}>
        <Skeleton shape="text" lines={2} width="100%" />
        <Skeleton width="10rem" height="1rem" />
        <Skeleton height="4rem" />
        <Skeleton width="12rem" height="3rem" />
      </div>
      <div className={layout.stack}>
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </div>
    </SkeletonGroup>
  );
}
