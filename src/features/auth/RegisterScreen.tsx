import { Redirect, useLocation } from 'wouter';
import { customerMutations } from '@/api/customer';
import { useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { routes } from '@/lib/paths';
import { useArrivedSignedIn } from '@/state/arrivedSignedIn';
import { ConfirmFlowDialogs, useConfirmFlow } from '@/ui';
import { AuthCard, AuthCardLink } from './AuthCard';
import { RegisterForm } from './RegisterForm';
import type { RegisterValues } from './schemas';
import { joinedToday, signUpDialogs } from './signUp';
import { registerTexts } from './texts';
import { useRegistrationCode } from './useRegistrationCode';

/**
 * /register: the phone proved by a code sent to it (issue 36), then a new, inactive account
 * that the e-mailed link activates (SPEC §2 Register).
 */
export default function RegisterScreen() {
  const arrivedSignedIn = useArrivedSignedIn();
  const [, navigate] = useLocation();
  const createCustomer = useMutation(customerMutations.create);
  const phoneCode = useRegistrationCode();
  const registration = useConfirmFlow<RegisterValues, void>({
    send: async (values) => {
      await createCustomer({ ...values, ...joinedToday() }, { errorDisplay: 'caller' });
      track({ name: 'sign_up', method: 'password' });
    },
    ...signUpDialogs(registerTexts),
    onAcknowledged: () => navigate(routes.login),
  });

  if (arrivedSignedIn) return <Redirect to={routes.profile} replace />;

  return (
    <AuthCard
      title={registerTexts.title}
      lead={registerTexts.lead}
      footer={
        <AuthCardLink question={registerTexts.haveAccount} href={routes.login}>
          {registerTexts.loginLink}
        </AuthCardLink>
      }
    >
      <RegisterForm
        isSubmitting={registration.isSending}
        onSubmit={registration.start}
        phoneCode={phoneCode}
      />
      <ConfirmFlowDialogs flow={registration} />
    </AuthCard>
  );
}
