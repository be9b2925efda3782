import { findModal, page } from '@kit/dom';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { ConfirmFlow } from './confirmFlowTypes';
import QuestionAndAnswerDialogs from './QuestionAndAnswerDialogs';
import { unknownOutcome } from './unknownOutcome';

type Dialogs = ConfirmFlow<string>['dialogs'];

/**
 * A flow (useConfirmFlow's answer) standing where the screen's flow is: its dialogs' state
 * as given, each of its answers a spy. The dialogs show that state and call those answers.
 */
function flowAt(dialogs: Partial<Dialogs>, isSending = false): ConfirmFlow<string> {
  return {
    pending: 'Alamat Rumah',
    isSending,
    start: fn(),
    confirm: fn(),
    cancel: fn(),
    dismiss: fn(),
    retry: fn(),
    dialogs: {
      question: null,
      isAsking: false,
      alert: null,
      isTelling: false,
      canRetry: false,
      retryLabel: null,
      ...dialogs,
    },
  };
}

const QUESTION = 'Alamat Rumah akan dihapus dari daftar alamatmu.';

const asking = flowAt({
  isAsking: true,
  question: {
    title: 'Hapus alamat?',
    message: QUESTION,
    confirmLabel: 'Ya, Hapus',
    cancelLabel: 'Tidak, Batalkan',
  },
});

const failed = (canRetry: boolean) =>
  flowAt({
    isTelling: true,
    canRetry,
    alert: { kind: 'error', title: 'Gagal!', message: 'Alamat Rumah gagal dihapus.' },
  });

const meta = preview.meta({
  title: 'UI/QuestionAndAnswerDialogs',
  component: QuestionAndAnswerDialogs<string>,
  args: { flow: asking },
});

/**
 * The question in the flow's own words (its title and both answers), the safe answer focused;
 * each answer goes to the flow, and nothing is told meanwhile.
 */
export const TheQuestionAsAsked = meta.story({
  play: async ({ args }) => {
    const question = await findModal('Hapus alamat?', 'alertdialog');
    await expect(question).toHaveAccessibleDescription(QUESTION);
    const cancel = within(question).getByRole('button', { name: 'Tidak, Batalkan' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    await expect(args.flow.confirm).toHaveBeenCalledOnce();
    await expect(args.flow.cancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await expect(args.flow.cancel).toHaveBeenCalledOnce();
  },
});

/**
 * A failure the flow can send again: the screen's 'Coba lagi' beside 'Okay!'. Pressed, it
 * ends this alert and sends the same press again, in that order.
 */
export const FailureOffersTheRetry = meta.story({
  args: { flow: failed(true), retryLabel: 'Coba lagi' },
  play: async ({ args }) => {
    const alert = await findModal('Gagal!', 'alertdialog');
    await expect(alert).toHaveAccessibleDescription('Alamat Rumah gagal dihapus.');
    await expect(page.queryByRole('alertdialog', { name: 'Hapus alamat?' })).toBeNull();
    await expect(within(alert).getByRole('button', { name: 'Okay!' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    const { dismiss, retry } = args.flow;
    await expect(dismiss).toHaveBeenCalledOnce();
    await expect(retry).toHaveBeenCalledOnce();
    const [dismissed] = mocked(dismiss).mock.invocationCallOrder;
    const [retried] = mocked(retry).mock.invocationCallOrder;
    await expect(dismissed).toBeLessThan(retried ?? 0);
  },
});

/** A failure the flow cannot send again offers 'Okay!' alone, though the screen offers 'Coba lagi'. */
export const NothingToRetry = meta.story({
  args: { flow: failed(false), retryLabel: 'Coba lagi' },
  play: async ({ args }) => {
    const alert = await findModal('Gagal!', 'alertdialog');
    await expect(within(alert).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
    await expect(args.flow.dismiss).toHaveBeenCalledOnce();
    await expect(args.flow.retry).not.toHaveBeenCalled();
  },
});

/** A screen that offers no retry: a failure says so with 'Okay!' alone. */
export const TheScreenOffersNoRetry = meta.story({
  args: { flow: failed(true) },
  play: async () => {
    const alert = await findModal('Gagal!', 'alertdialog');
    await expect(within(alert).getAllByRole('button')).toHaveLength(1);
    await expect(within(alert).getByRole('button', { name: 'Okay!' })).toBeVisible();
  },
});

const lost = unknownOutcome<string>({ isLost: () => true, what: 'penghapusan alamat' });

/**
 * A lost answer brings its own 'Coba lagi' (the same press under the same key): offered even
 * where the screen offers no retry after other failures.
 */
export const ALostAnswerBringsItsRetry = meta.story({
  args: {
    flow: flowAt({
      isTelling: true,
      canRetry: true,
      alert: lost.unknown('Alamat Rumah'),
      retryLabel: lost.retryLabel,
    }),
  },
  play: async ({ args }) => {
    const alert = await findModal('Belum bisa dipastikan', 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(
      'Jawaban server tidak sampai, jadi kami belum tahu apakah penghapusan alamat sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.flow.retry).toHaveBeenCalledOnce();
  },
});
