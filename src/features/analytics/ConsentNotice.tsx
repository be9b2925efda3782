import { useEffect, useId, useRef } from 'react';
import { needsApp } from '@/lib/earlyPress';
import { PlainButton } from '@/ui';
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

// The two answers, 'Terima' first and weightier; either pressed early is kept (needsApp).
const answers = [
  { choice: 'granted', variant: 'primary', press: 'consent-accept', label: consentTexts.accept },
  { choice: 'denied', variant: 'secondary', press: 'consent-reject', label: consentTexts.reject },
] as const;

/**
 * The analytics notice: a labelled region, not a modal, so the shop stays usable while it
 * waits. Reopened from 'Pengaturan privasi', focus moves to it and the current answer shows.
 * On a first visit it is in the pre-rendered page: marked as such (data-first-ask) so the
 * head's script can keep it hidden for a shopper who answered already, and its answers, pressed
 * before the app has taken over, are carried out once it has (src/lib/earlyPress.ts).
 */
export function ConsentNotice({ current, onChoose, onClose }: ConsentNoticeProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reopened = onClose !== undefined;
  useEffect(() => {
    if (reopened) headingRef.current?.focus();
  }, [reopened]);
  return (
    <section
      className={styles.notice}
      aria-labelledby={headingId}
      data-first-ask={reopened ? undefined : ''}
    >
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
        {answers.map(({ choice, variant, press, label }) => (
          <PlainButton
            key={choice}
            variant={variant}
            size="sm"
            onClick={() => onChoose(choice)}
            {...needsApp(press)}
          >
            {label}
          </PlainButton>
        ))}
        {onClose && (
          <PlainButton variant="ghost" size="sm" onClick={onClose}>
            {consentTexts.close}
          </PlainButton>
        )}
      </div>
    </section>
  );
}
