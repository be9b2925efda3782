import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { routes } from '@/lib/paths';
import { useArrivedSignedIn } from '@/state/arrivedSignedIn';
import { Button, cx, layout } from '@/ui';
import { AuthCard, AuthCardLink } from './AuthCard';
import { FailureNotice, SentNotice } from './FailureNotice';
import { handPhoneToLogin } from './loginAfterReset';
import { ResetPasswordForm, ResetPhoneForm } from './PasswordResetForms';
import styles from './PasswordResetScreen.module.css';
import { passwordResetTexts as texts } from './texts';
import { usePasswordReset } from './usePasswordReset';

/**
 * /lupa-password: 'Lupa password?' (issue 23). The phone, a 6-digit code sent to it by
 * WhatsApp or SMS, the code with a new password; then every session of the account has
 * ended and the customer logs in with the new password, the phone filled in. A customer who
 * arrives signed in is sent to the profile, as login and register do: changing the
 * password there needs no code.
 */
export default function PasswordResetScreen() {
  const arrivedSignedIn = useArrivedSignedIn();
  const [, navigate] = useLocation();
  const flow = usePasswordReset();
  const [typedPhone, setTypedPhone] = useState('');

  if (arrivedSignedIn) return <Redirect to={routes.profile} replace />;

  const { step } = flow;
  if (step.kind === 'done') {
    return (
      <AuthCard title={texts.doneTitle} lead={<span role="status">{texts.done}</span>}>
        <Button
          size="lg"
          isFullWidth
          onPress={() => {
            handPhoneToLogin(step.phone);
            navigate(routes.login);
          }}
        >
          {texts.login}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={texts.title}
      lead={step.kind === 'phone' ? texts.lead : undefined}
      footer={<AuthCardLink href={routes.login}>{texts.backToLogin}</AuthCardLink>}
    >
      {step.kind === 'phone' ? (
        <ResetPhoneForm
          phone={typedPhone}
          failure={flow.failure}
          isSubmitting={flow.pending === 'code'}
          onSubmit={({ mobileNumber }) => {
            setTypedPhone(mobileNumber);
            void flow.askCode(mobileNumber);
          }}
        />
      ) : (
        <>
          <SentNotice title={texts.codeSentTitle} message={texts.codeSent(step.phone)} />
          <ResetPasswordForm
            failure={flow.failure}
            isSubmitting={flow.pending === 'reset'}
            onSubmit={(values) => void flow.reset(step.phone, values)}
          />
          <div className={cx(layout.stack, styles.again)}>
            <div className={layout.cluster}>
              <Button
                variant="link"
                isLoading={flow.pending === 'resend'}
                isDisabled={flow.isWaiting}
                onPress={() => void flow.askAgain(step.phone)}
              >
                {texts.resend}
              </Button>
              <Button variant="link" onPress={flow.changePhone}>
                {texts.changePhone}
              </Button>
            </div>
            {flow.resend?.kind === 'sent' && <p role="status">{texts.resent}</p>}
            {flow.resend?.kind === 'failed' && (
              <FailureNotice title={texts.failureTitle} message={flow.resend.message} />
            )}
          </div>
        </>
      )}
    </AuthCard>
  );
}
