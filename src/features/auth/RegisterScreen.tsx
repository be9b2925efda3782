import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { createCustomer } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { toWireDate } from '@/lib/format';
import { routes } from '@/lib/paths';
import { isAuthenticatedAtom } from '@/state/session';
import { AlertDialog, ConfirmDialog, Link } from '@/ui';
import { AuthCard } from './AuthCard';
import { failureReason } from './failureMessages';
import { RegisterForm } from './RegisterForm';
import type { RegisterValues } from './schemas';
import { registerTexts } from './texts';

type Step =
  | { kind: 'editing' }
  | { kind: 'confirming'; values: RegisterValues }
  | { kind: 'sending'; values: RegisterValues }
  | { kind: 'registered' }
  | { kind: 'failed' };

/** /register: a new, inactive account that the e-mailed link activates (SPEC §2 Register). */
export default function RegisterScreen() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const [arrivedSignedIn] = useState(isAuthenticated);
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  // Kept apart from the step so the alert's text stays put while it animates out.
  const [failure, setFailure] = useState<string>(registerTexts.failure);
  const inFlight = useRef(false);

  if (arrivedSignedIn) return <Redirect to={routes.profile} replace />;

  const register = async (values: RegisterValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStep({ kind: 'sending', values });
    const today = toWireDate(new Date());
    try {
      // SPEC §3: joinDate and birthday are both today; the profile screen edits the birthday.
      await createCustomer(
        { ...values, joinDate: today, birthday: today },
        { errorDisplay: 'caller' },
      );
      setStep({ kind: 'registered' });
    } catch (cause) {
      const reason = failureReason(toApiError(cause));
      setFailure(reason ? `${registerTexts.failure}: ${reason}` : registerTexts.failure);
      setStep({ kind: 'failed' });
      inFlight.current = false;
    }
  };

  const asked = step.kind === 'confirming' || step.kind === 'sending' ? step : null;
  return (
    <AuthCard
      title={registerTexts.title}
      lead={registerTexts.lead}
      footer={
        <p>
          {registerTexts.haveAccount} <Link href={routes.login}>{registerTexts.loginLink}</Link>
        </p>
      }
    >
      <RegisterForm
        isSubmitting={step.kind === 'sending'}
        onSubmit={(values) => setStep({ kind: 'confirming', values })}
      />
      <ConfirmDialog
        isOpen={asked !== null}
        message={registerTexts.confirmMessage}
        confirmLabel={registerTexts.confirm}
        cancelLabel={registerTexts.cancel}
        isConfirming={step.kind === 'sending'}
        onConfirm={() => asked && register(asked.values)}
        onCancel={() => setStep({ kind: 'editing' })}
      />
      <AlertDialog
        isOpen={step.kind === 'registered'}
        kind="success"
        title={registerTexts.successTitle}
        message={registerTexts.success}
        onDismiss={() => navigate(routes.login)}
      />
      <AlertDialog
        isOpen={step.kind === 'failed'}
        kind="error"
        title={registerTexts.failureTitle}
        message={failure}
        onDismiss={() => setStep({ kind: 'editing' })}
      />
    </AuthCard>
  );
}
