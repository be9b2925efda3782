import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { createCustomer } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { toWireDate } from '@/lib/format';
import { routes } from '@/lib/paths';
import { signOutAtom } from '@/state/session';
import { AlertDialog, ConfirmDialog } from '@/ui';
import { AuthCard } from './AuthCard';
import { CompleteProfileForm } from './CompleteProfileForm';
import { failureReason } from './failureMessages';
import { type FederatedLogin, familyNameOf, readFederatedLogin } from './federatedLogin';
import type { CompleteProfileValues } from './schemas';
import { withAccessToken } from './scopedAccessToken';
import { completeProfileTexts as texts } from './texts';

/**
 * /lengkapi-profil, after a Google sign-in the shop had no profile for (SPEC §2). Without
 * that sign-in's data there is nothing to complete: everything stored is cleared and the
 * shopper goes home.
 */
export default function CompleteProfileScreen() {
  const [federated] = useState(readFederatedLogin);
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (federated) return;
    signOut();
    navigate(routes.home, { replace: true });
  }, [federated, signOut, navigate]);

  return federated ? <CompleteProfile federated={federated} /> : null;
}

type Step =
  | { kind: 'editing' }
  | { kind: 'confirming'; values: CompleteProfileValues }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed' };

function CompleteProfile({ federated }: { federated: FederatedLogin }) {
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  const [failure, setFailure] = useState<string>(texts.failure);
  const inFlight = useRef(false);

  const save = async (values: CompleteProfileValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStep({ kind: 'saving' });
    const today = toWireDate(new Date());
    try {
      // The gateway links the profile to the Google account that signed in: its token goes along.
      await withAccessToken(federated.accessToken, () =>
        createCustomer(
          {
            ...values,
            // The read-only field shows it; the Google sign-in is what vouches for it.
            emailAddress: federated.email,
            userId: federated.userId,
            joinDate: today,
            birthday: today,
          },
          { errorDisplay: 'caller' },
        ),
      );
      // SPEC §4: all sessions end; the shopper logs in again with the completed account.
      signOut();
      setStep({ kind: 'saved' });
    } catch (cause) {
      const reason = failureReason(toApiError(cause));
      setFailure(reason ? `${texts.failure}: ${reason}` : texts.failure);
      setStep({ kind: 'failed' });
      inFlight.current = false;
    }
  };

  return (
    <AuthCard title={texts.title} lead={texts.lead}>
      <CompleteProfileForm
        initialValues={{
          mobileNumber: '',
          firstName: federated.givenName,
          lastName: familyNameOf(federated),
          emailAddress: federated.email,
        }}
        isSaving={step.kind === 'saving'}
        onSubmit={(values) => setStep({ kind: 'confirming', values })}
      />
      <ConfirmDialog
        isOpen={step.kind === 'confirming'}
        title={texts.confirmTitle}
        message={texts.confirmMessage}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={() => step.kind === 'confirming' && save(step.values)}
        onCancel={() => setStep({ kind: 'editing' })}
      />
      <AlertDialog
        isOpen={step.kind === 'saved'}
        kind="success"
        title={texts.successTitle}
        message={texts.success}
        onDismiss={() => navigate(routes.login)}
      />
      <AlertDialog
        isOpen={step.kind === 'failed'}
        kind="error"
        title={texts.failureTitle}
        message={failure}
        onDismiss={() => setStep({ kind: 'editing' })}
      />
    </AuthCard>
  );
}
