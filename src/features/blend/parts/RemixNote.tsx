import { ConfirmDialog, cx, layout, RetryNote } from '@/ui';
import type { RemixState } from '../hooks/useRemix';
import { blendTexts } from '../texts';
import styles from './RemixNote.module.css';

const t = blendTexts.remix;

/**
 * What became of 'Racik ulang' (hooks/useRemix): loading, filled (and which beans could not
 * be), kept, gone or failed, said above the step; and the question when the builder held
 * another blend. Every name in it is the maker's and is shown as text.
 */
export function RemixNote({ remix }: { remix: RemixState }) {
  switch (remix.kind) {
    case 'none':
      return null;
    case 'loading':
      return (
        <p role="status" className={cx(styles.note, layout.toneInfo)}>
          {t.loading}
        </p>
      );
    case 'failed':
      return (
        <RetryNote
          className={cx(styles.note, layout.toneWarning)}
          retryLabel={t.retry}
          onRetry={remix.retry}
        >
          {`${t.loadError} ${remix.error.userMessage}`}
        </RetryNote>
      );
    case 'asking':
      return (
        <ConfirmDialog
          isOpen
          title={t.confirmTitle}
          message={t.confirmMessage(remix.name)}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          onConfirm={remix.confirm}
          onCancel={remix.keep}
        />
      );
    case 'filled':
      return (
        <div role="status" className={cx(layout.stack, styles.note, layout.toneInfo)}>
          <p>{t.filled(remix.name, remix.maker)}</p>
          {remix.missing.length > 0 && (
            <p className={styles.missing}>{t.missing(remix.missing.join(', '))}</p>
          )}
        </div>
      );
    case 'kept':
      return (
        <p role="status" className={cx(styles.note, layout.toneInfo)}>
          {t.kept(remix.name)}
        </p>
      );
    case 'gone':
      return (
        <div role="alert" className={cx(layout.stack, styles.note, layout.toneWarning)}>
          <p className={styles.title}>{t.goneTitle}</p>
          <p>{t.gone}</p>
        </div>
      );
  }
}
