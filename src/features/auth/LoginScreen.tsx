import { useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { toApiError } from '@/api/errors';
import { returnPathFrom, routes } from '@/lib/paths';
import { useArrivedSignedIn } from '@/state/arrivedSignedIn';
import { AlertDialog, useSendOnce } from '@/ui';
import { AuthCard, AuthCardLink } from './AuthCard';
import { loginFailureMessage } from './failureMessages';
import { GoogleSignIn } from './GoogleSignIn';
import { googleSignInMode } from './googleIdentityServices';
import { LoginForm } from './LoginForm';
import styles from './LoginScreen.module.css';
import { takePhoneAfterReset } from './loginAfterReset';
import { loginTexts } from './texts';
import { type SignInOutcome, useCustomerSignIn } from './useCustomerSignIn';

type Method = 'password' | 'google';

/**
 * /login: phone and password or Google (SPEC §2 Login). Goes on to /main/profile, or to the
 * shop's own page named by `?from=` (a guest sent here by the sign-in guard).
 */
export default function LoginScreen() {
  // Only a customer who arrives signed in is sent on; one who signs in here is welcomed first.
  const arrivedSignedIn = useArrivedSignedIn();
  const [, navigate] = useLocation();
  // Where the shopper was going when the guard sent them here (SPEC: else the profile).
  const returnTo = returnPathFrom(useSearch(), routes.profile);
  const signIn = useCustomerSignIn();
  const [pending, setPending] = useState<Method | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const once = useSendOnce();
  // After 'Lupa password?': the phone just reset, taken after hydration (the pre-rendered
  // form was built without it).
  const [resetPhone, setResetPhone] = useState<string | null>(null);
  useEffect(() => setResetPhone(takePhoneAfterReset()), []);

  if (arrivedSignedIn) return <Redirect to={returnTo} replace />;

  const attempt = (method: Method, signInBy: () => Promise<SignInOutcome>) =>
    once.send(async () => {
      setPending(method);
      setFailure(null);
      try {
        const outcome = await signInBy();
        if (outcome.kind === 'complete-profile') navigate(routes.completeProfile);
        else setWelcome(outcome.message);
      } catch (cause) {
        setFailure(loginFailureMessage(toApiError(cause)));
        setPending(null);
      }
    });

  return (
    <AuthCard
      title={loginTexts.title}
      lead={loginTexts.lead}
      footer={
        <AuthCardLink question={loginTexts.noAccount} href={routes.register}>
          {loginTexts.registerLink}
        </AuthCardLink>
      }
    >
      <LoginForm
        phone={resetPhone}
        failure={failure}
        isSubmitting={pending === 'password'}
        onSubmit={(credentials) => attempt('password', () => signIn.withPassword(credentials))}
      />
      {/* 'atau' only when there is another way to sign in: a build without Google has none. */}
      {googleSignInMode().kind !== 'unavailable' && (
        <p className={styles.divider}>
          <span>{loginTexts.divider}</span>
        </p>
      )}
      <GoogleSignIn
        isPending={pending === 'google'}
        onCredential={(token) => attempt('google', () => signIn.withGoogle(token))}
      />
      <AlertDialog
        isOpen={welcome !== null}
        kind="success"
        title={welcome ?? ''}
        onDismiss={() => navigate(returnTo)}
      />
    </AuthCard>
  );
}
