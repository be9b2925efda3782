import { toWireDate } from '@/lib/format';
import type { FlowAlert } from '@/ui';
import { accountFailureAlert } from './failureMessages';

/** SPEC §3: a new customer joins today with today as birthday; the profile screen edits it. */
export function joinedToday() {
  const today = toWireDate(new Date());
  return { joinDate: today, birthday: today };
}

interface SignUpTexts {
  /** Without one, the question is 'Kamu yakin?'. */
  confirmTitle?: string;
  confirmMessage: string;
  confirm: string;
  cancel: string;
  successTitle: string;
  success: string;
  failureTitle: string;
  failure: string;
}

/**
 * What registering and completing a Google profile ask and say alike, each in its own words:
 * the question before the account is made, then its success or its failure.
 */
export function signUpDialogs(texts: SignUpTexts) {
  return {
    question: () => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage,
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    success: (): FlowAlert => ({
      kind: 'success',
      title: texts.successTitle,
      message: texts.success,
    }),
    failure: (error: unknown) => accountFailureAlert(error, texts),
  };
}
