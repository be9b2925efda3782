import { Button } from '@/ui';
import type { PriceCheckFindings } from '../hooks/usePriceCheck';
import { cartTexts } from '../texts';
import styles from './PriceCheckNotice.module.css';

const texts = cartTexts.priceCheck;

export interface PriceCheckNoticeProps {
  findings: PriceCheckFindings;
  isRemoving: boolean;
  onRemoveUnavailable: () => void;
}

/**
 * What the last price check found, kept above the lines after its alert is closed: prices
 * that changed, and lines that can no longer be bought with the one press that removes them.
 */
export function PriceCheckNotice({
  findings,
  isRemoving,
  onRemoveUnavailable,
}: PriceCheckNoticeProps) {
  const { changed, unavailable } = findings;
  if (changed.length === 0 && unavailable.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={texts.title}>
      <p className={styles.title}>{texts.title}</p>
      {changed.length > 0 && (
        <p>{findings.pricesSaved ? texts.noticeChanged(changed.length) : texts.notUpdated}</p>
      )}
      {unavailable.length > 0 && (
        <div className={styles.unavailable}>
          <p>{texts.noticeUnavailable(unavailable.length)}</p>
          <Button
            variant="secondary"
            size="sm"
            isLoading={isRemoving}
            onPress={onRemoveUnavailable}
          >
            {texts.removeUnavailable}
          </Button>
        </div>
      )}
    </section>
  );
}
