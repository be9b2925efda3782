import { useState } from 'react';
import { requestRegistrationCode } from '@/api/customer';
import { toApiError } from '@/api/errors';
import { useSendOnce } from '@/ui';
import { passwordResetFailureMessage as codeFailureMessage } from './failureMessages';
import { useRetryWait } from './useRetryWait';

/**
 * 'Kirim kode' of registering and of completing a Google profile (issue 36): the gateway
 * sends a 6-digit code to the phone, which the new account's POST then carries. One request at a time, however often it is pressed; the
 * phone the newest code went to is said, a failure is said with the gateway's words (the
 * reset's: a 429 says when to ask again), and after a 429 the button waits its Retry-After.
 */
export function useRegistrationCode() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useRetryWait();
  const once = useSendOnce();

  const ask = (phone: string) =>
    once.send(async () => {
      setFailure(null);
      try {
        await requestRegistrationCode(phone, { errorDisplay: 'caller' });
        setSentTo(phone);
      } catch (cause) {
        const error = toApiError(cause);
        wait.waitAfter(error);
        setFailure(codeFailureMessage(error));
      }
    });

  return { ask, isSending: once.isSending, sentTo, failure, isWaiting: wait.isWaiting };
}
