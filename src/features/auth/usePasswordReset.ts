import { useState } from 'react';
import { requestPasswordResetCode, resetPassword } from '@/api/auth';
import { toApiError } from '@/api/errors';
import { useSendOnce } from '@/ui';
import { passwordResetFailureMessage } from './failureMessages';
import { phoneWithLiveCode, rememberCodeSent } from './loginAfterReset';
import type { ResetPasswordValues } from './schemas';
import { useRetryWait } from './useRetryWait';

/** Where the customer is: typing the phone, typing the code sent to it, or done. */
export type ResetStep =
  | { kind: 'phone' }
  | { kind: 'code'; phone: string }
  | { kind: 'done'; phone: string };

/** What asking for a new code from the code step came to. */
export type ResendOutcome =
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; isWaiting: boolean }
  | null;

type Pending = 'code' | 'resend' | 'reset' | null;

/**
 * 'Lupa password?' (issue 23): the phone, a code sent to it, the code with a new password.
 * One request at a time, however often a button is pressed; a failure is said where it
 * happened and the forms keep what was typed. A 429 keeps 'Kirim ulang kode' off until its
 * Retry-After has passed.
 */
export function usePasswordReset() {
  const [step, setStep] = useState<ResetStep>(() => {
    const phone = phoneWithLiveCode();
    return phone === null ? { kind: 'phone' } : { kind: 'code', phone };
  });
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendOutcome>(null);
  const wait = useRetryWait();
  const once = useSendOnce();

  const run = (which: Exclude<Pending, null>, request: () => Promise<void>) =>
    once.send(async () => {
      setPending(which);
      try {
        await request();
      } finally {
        setPending(null);
      }
    });

  // The phone and the code steps say a failure above their form, cleared as they send again.
  const runOnForm = (which: 'code' | 'reset', request: () => Promise<void>) =>
    run(which, async () => {
      setFailure(null);
      try {
        await request();
      } catch (cause) {
        setFailure(passwordResetFailureMessage(toApiError(cause)));
      }
    });

  // A code sent is remembered, so a reload comes back to the code step.
  const sendCode = async (phone: string) => {
    await requestPasswordResetCode(phone, { errorDisplay: 'caller' });
    rememberCodeSent(phone);
  };

  const askCode = (phone: string) =>
    runOnForm('code', async () => {
      await sendCode(phone);
      setResend(null);
      setStep({ kind: 'code', phone });
    });

  const askAgain = (phone: string) =>
    run('resend', async () => {
      setResend(null);
      try {
        await sendCode(phone);
        setResend({ kind: 'sent' });
      } catch (cause) {
        const error = toApiError(cause);
        const isWaiting = wait.waitAfter(error);
        setResend({ kind: 'failed', message: passwordResetFailureMessage(error), isWaiting });
      }
    });

  const reset = (phone: string, values: ResetPasswordValues) =>
    runOnForm('reset', async () => {
      await resetPassword(
        { mobileNumber: phone, code: values.code, password: values.password },
        { errorDisplay: 'caller' },
      );
      rememberCodeSent(null);
      setStep({ kind: 'done', phone });
    });

  const changePhone = () => {
    rememberCodeSent(null);
    setFailure(null);
    setResend(null);
    setStep({ kind: 'phone' });
  };

  return {
    step,
    pending,
    failure,
    resend,
    /** 'Kirim ulang kode' waits for a 429's Retry-After. */
    isWaiting: wait.isWaiting,
    askCode,
    askAgain,
    reset,
    changePhone,
  };
}
