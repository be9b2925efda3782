import { useAtomValue } from 'jotai';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { failureReason } from '@/api/failureReason';
import { useServerData } from '@/api/serverData';
import { type SharedBlend, sharedBlendQueries } from '@/api/sharedBlends';
import { blendMaker } from '@/lib/blendMaker';
import { sessionAtom } from '@/state/session';
import { Button, ConfirmFlowDialogs, cx, LoadError, layout, ResponsiveDialog, Spinner } from '@/ui';
import { BlendPreview } from './BlendPreview';
import styles from './ShareBlendDialog.module.css';
import { SharedLink } from './SharedLink';
import { ShareForm } from './ShareForm';
import type { BlendToShare } from './shareableBlend';
import { shareTexts as texts } from './texts';
import { useShareBlend } from './useShareBlend';
import { useStopSharing } from './useStopSharing';

export type ShareBlendDialogProps = { blend: BlendToShare } & Required<
  Pick<ComponentProps<typeof ResponsiveDialog>, 'isOpen' | 'onOpenChange'>
>;

/**
 * 'Bagikan blend ini': before sharing, exactly what will be public and an optional note;
 * once shared, its address and the ways to pass it on, a changed note saved, and
 * 'Berhenti membagikan'. Whether it is shared comes from the maker's list, by product code.
 */
export function ShareBlendDialog({ blend, ...dialog }: ShareBlendDialogProps) {
  const mine = useServerData(sharedBlendQueries.mine);
  // What this dialog did, ahead of the list being read again.
  const [published, setPublished] = useState<SharedBlend | null>(null);
  const [stoppedSlug, setStoppedSlug] = useState<string | null>(null);
  const listed = mine.data?.find(
    (shared) => shared.productCode === blend.productCode && shared.slug !== stoppedSlug,
  );
  const shared = published ?? listed ?? null;
  const stop = useStopSharing((slug) => {
    setStoppedSlug(slug);
    setPublished(null);
  });

  let body: ReactNode;
  if (mine.error && !mine.data) {
    body = (
      <LoadError title={texts.loadError} retryLabel={texts.retry} onRetry={mine.retry}>
        {failureReason(mine.error)}
      </LoadError>
    );
  } else if (!mine.data) {
    body = <Spinner label={texts.loading} />;
  } else {
    body = (
      <ShareState
        blend={blend}
        shared={shared}
        stopped={stoppedSlug !== null && shared === null}
        onShared={setPublished}
        onStop={(slug) => stop.start(slug)}
        isStopping={stop.isSending}
      />
    );
  }
  return (
    <>
      <ResponsiveDialog title={texts.title} size="md" {...dialog}>
        <div className={cx(layout.stack, styles.dialog)}>{body}</div>
      </ResponsiveDialog>
      <ConfirmFlowDialogs flow={stop} retryLabel={texts.retry} />
    </>
  );
}

interface ShareStateProps {
  blend: BlendToShare;
  shared: SharedBlend | null;
  stopped: boolean;
  onShared: (shared: SharedBlend) => void;
  onStop: (slug: string) => void;
  isStopping: boolean;
}

function ShareState({ blend, shared, stopped, onShared, onStop, isStopping }: ShareStateProps) {
  const profile = useAtomValue(sessionAtom).profile;
  const [saved, setSaved] = useState(false);
  const flow = useShareBlend(blend.productCode, (answer) => {
    setSaved(shared !== null);
    onShared(answer);
  });
  const firstName = blendMaker(profile, false);
  if (!shared) {
    return (
      <>
        {stopped && (
          <p className={layout.callout} role="status">
            {texts.stop.done}
          </p>
        )}
        <ShareForm
          key="not-shared"
          defaults={{ note: '', showSurname: false }}
          submitLabel={texts.form.share}
          isSending={flow.isSending}
          problem={flow.problem}
          onSubmit={flow.submit}
          onRetry={flow.retry}
          preview={(showSurname) => (
            <BlendPreview blend={blend} maker={blendMaker(profile, showSurname)} />
          )}
        />
      </>
    );
  }
  return (
    <>
      <SharedLink blend={shared} />
      <ShareForm
        key={shared.slug}
        defaults={{ note: shared.note ?? '', showSurname: shared.maker !== firstName }}
        submitLabel={texts.form.save}
        isSending={flow.isSending}
        problem={flow.problem}
        onSubmit={(values) => {
          setSaved(false);
          flow.submit(values);
        }}
        onRetry={flow.retry}
      />
      <p role="status" className={styles.said}>
        {saved && texts.form.saved}
      </p>
      <Button variant="secondary" isLoading={isStopping} onPress={() => onStop(shared.slug)}>
        {texts.stop.button}
      </Button>
    </>
  );
}
