import { useEffect, useId, useRef } from 'react';
import { Button } from '@/ui';
import styles from './ConsentNotice.module.css';
import type { ConsentChoice } from './consent';
import { consentTexts } from './texts';

export interface ConsentNoticeProps {
  /** The answer so far: null on the first visit; reopened from the footer, the one given. */
  current: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
  /** Reopened from the footer: it may be closed without a new answer. */
  onClose?: () => void;
}

/**
 * The analytics notice: a labelled region, not a modal, so the shop stays usable while it
 * waits. Reopened from 'Pengaturan privasi', focus moves to it and the current answer shows.
 */
export function ConsentNotice({ current, onChoose, onClose }: ConsentNoticeProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reopened = onClose !== undefined;
  useEffect(() => {
    if (reopened) headingRef.current?.focus();
  }, [reopened]);
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {consentTexts.title}
      </h2>
      <p>{consentTexts.body}</p>
      {current === null ? (
        <p className={styles.muted}>{consentTexts.later}</p>
      ) : (
        <p className={styles.muted}>{consentTexts.current[current]}</p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onPress={() => onChoose('granted')}>
          {consentTexts.accept}
        </Button>
        <Button variant="secondary" size="sm" onPress={() => onChoose('denied')}>
          {consentTexts.reject}
        </Button>
        {onClose && (
          <Button variant="ghost" size="sm" onPress={onClose}>
            {consentTexts.close}
          </Button>
        )}
      </div>
    </section>
  );
}
