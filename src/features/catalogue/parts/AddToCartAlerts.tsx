import { AlertDialog, ConfirmDialog, Link } from '@/ui';
import type { AddToCartStep } from '../hooks/useAddToCart';
import { catalogueTexts } from '../texts';

const texts = catalogueTexts.flow;

export interface AddToCartAlertsProps {
  step: AddToCartStep;
  productName: string;
  /** Where a guest logs in. */
  loginHref: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The dialogs of SPEC §4's add-to-cart flow, one at a time, as the step says. */
export function AddToCartAlerts({
  step,
  productName,
  loginHref,
  onConfirm,
  onDismiss,
}: AddToCartAlertsProps) {
  return (
    <>
      <AlertDialog
        isOpen={step.kind === 'loginRequired'}
        kind="warning"
        title={texts.loginTitle}
        message={
          <>
            {texts.loginMessage}{' '}
            <Link href={loginHref} variant="inline">
              {texts.loginLink}
            </Link>
          </>
        }
        onDismiss={onDismiss}
      />
      <ConfirmDialog
        isOpen={step.kind === 'confirming' || step.kind === 'submitting'}
        title={texts.confirmTitle}
        message={texts.confirmMessage(productName)}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        isConfirming={step.kind === 'submitting'}
        onConfirm={onConfirm}
        onCancel={onDismiss}
      />
      <AlertDialog
        isOpen={step.kind === 'added'}
        kind="success"
        title={texts.successTitle}
        message={texts.successMessage(productName)}
        onDismiss={onDismiss}
      />
      <AlertDialog
        isOpen={step.kind === 'failed'}
        kind="error"
        title={texts.failureTitle}
        message={texts.failureMessage(productName)}
        onDismiss={onDismiss}
      />
    </>
  );
}
