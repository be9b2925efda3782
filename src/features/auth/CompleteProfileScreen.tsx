import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { customerMutations } from '@/api/customer';
import { useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { routes } from '@/lib/paths';
import { withAccessToken } from '@/state/scopedAccessToken';
import { signOutAtom } from '@/state/session';
import { ConfirmFlowDialogs, useConfirmFlow } from '@/ui';
import { AuthCard } from './AuthCard';
import { CompleteProfileForm } from './CompleteProfileForm';
import { type FederatedLogin, familyNameOf, readFederatedLogin } from './federatedLogin';
import type { CompleteProfileValues } from './schemas';
import { joinedToday, signUpDialogs } from './signUp';
import { completeProfileTexts as texts } from './texts';
import { useRegistrationCode } from './useRegistrationCode';

/**
 * /lengkapi-profil, after a Google sign-in the shop had no profile for (SPEC §2); the phone is
 * proved by a code sent to it, as registering proves it (issue 36). Without
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

function CompleteProfile({ federated }: { federated: FederatedLogin }) {
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();
  const createCustomer = useMutation(customerMutations.create);
  const phoneCode = useRegistrationCode();
  const completion = useConfirmFlow<CompleteProfileValues, void>({
    send: async (values) => {
      // The gateway links the profile to the Google account that signed in: its token goes along.
      await withAccessToken(federated.accessToken, () =>
        createCustomer(
          {
            ...values,
            // The read-only field shows it; the Google sign-in is what vouches for it.
            emailAddress: federated.email,
            userId: federated.userId,
            ...joinedToday(),
          },
          { errorDisplay: 'caller' },
        ),
      );
      track({ name: 'sign_up', method: 'Google' });
    },
    ...signUpDialogs(texts),
    // SPEC §4: all sessions end; the shopper logs in again with the completed account.
    onSuccess: () => signOut(),
    onAcknowledged: () => navigate(routes.login),
  });

  return (
    <AuthCard title={texts.title} lead={texts.lead}>
      <CompleteProfileForm
        initialValues={{
          mobileNumber: '',
          code: '',
          firstName: federated.givenName,
          lastName: familyNameOf(federated),
          emailAddress: federated.email,
        }}
        isSaving={completion.isSending}
        onSubmit={completion.start}
        phoneCode={phoneCode}
      />
      <ConfirmFlowDialogs flow={completion} />
    </AuthCard>
  );
}
