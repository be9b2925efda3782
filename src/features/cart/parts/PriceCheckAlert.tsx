import { formatIDR } from '@/lib/format';
import { AlertDialog } from '@/ui';
import type { PriceCheckFindings } from '../hooks/usePriceCheck';
import { cartTexts } from '../texts';

const texts = cartTexts.priceCheck;

/** What the price check found, as a shopper reads it in one breath. */
function priceCheckMessage(findings: PriceCheckFindings): string {
  const sentences: string[] = [];
  if (findings.changed.length > 0) {
    const changed = findings.changed
      .map((line) => texts.changedLine(`${line.product} (${line.unit})`, formatIDR(line.now)))
      .join('; ');
    sentences.push(texts.changed(changed));
    sentences.push(findings.pricesSaved ? texts.updated : texts.notUpdated);
  }
  if (findings.unavailable.length > 0) {
    sentences.push(texts.unavailable(findings.unavailable.map((line) => line.product).join(', ')));
  }
  return sentences.join(' ');
}

export interface PriceCheckAlertProps {
  isOpen: boolean;
  findings: PriceCheckFindings | null;
  onDismiss: () => void;
  onRemoveUnavailable: () => void;
}

/** 'Terdapat perubahan harga!' (SPEC §4, §8) with which lines changed and their new prices. */
export function PriceCheckAlert({
  isOpen,
  findings,
  onDismiss,
  onRemoveUnavailable,
}: PriceCheckAlertProps) {
  const hasUnavailable = (findings?.unavailable.length ?? 0) > 0;
  return (
    <AlertDialog
      isOpen={isOpen}
      kind="info"
      title={texts.title}
      message={findings ? priceCheckMessage(findings) : undefined}
      onDismiss={onDismiss}
      {...(hasUnavailable
        ? {
            secondaryAction: {
              label: texts.removeUnavailable,
              onPress: () => {
                onDismiss();
                onRemoveUnavailable();
              },
            },
          }
        : {})}
    />
  );
}
