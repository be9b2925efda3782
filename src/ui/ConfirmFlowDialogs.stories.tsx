import { findModal, modalGone, page } from '@kit/dom';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button';
import { ConfirmFlowDialogs } from './ConfirmFlowDialogs';
import type { FlowAttempt } from './confirmFlowTypes';
import { unknownOutcome } from './unknownOutcome';
import { type FlowAlert, useConfirmFlow } from './useConfirmFlow';

/**
 * A stand-in screen for the flow: one button that adds 'Kopi Gayo Wine' to a cart. `send`
 * is the story's spy; it decides how the request goes.
 */
function AddToCartDemo({
  send,
  isGuest = false,
  asks = true,
  losesAnswers = false,
}: {
  send: (name: string, attempt: FlowAttempt) => Promise<number>;
  isGuest?: boolean;
  asks?: boolean;
  /** The answer may be lost (LOST): said as unknown, with the same press again. */
  losesAnswers?: boolean;
}) {
  const [added, setAdded] = useState(0);
  const flow = useConfirmFlow<string, number>({
    send,
    ...(losesAnswers
      ? { lostAnswer: unknownOutcome({ isLost: (error) => error === LOST, what: 'pesananmu' }) }
      : {}),
    ...(asks
      ? {
          question: (name) => ({
            message: `${name} akan ditambahkan ke keranjang.`,
            confirmLabel: 'Ya, Tambahkan',
          }),
        }
      : {}),
    refuse: (): FlowAlert | null =>
      isGuest ? { kind: 'warning', title: 'Ooops, Login terlebih dahulu!' } : null,
    success: (count, name) => ({
      kind: 'success',
      title: 'Berhasil!',
      message: `${name} berhasil ditambahkan ke keranjang (${count}).`,
    }),
    failure: (_error, name) => ({
      kind: 'error',
      title: 'Gagal!',
      message: `Terjadi kesalahan saat menambahkan ${name} ke keranjang.`,
    }),
    onSuccess: (count) => setAdded(count),
  });
  return (
    <div style={{ padding: '2rem' }}>
      <Button isLoading={flow.isSending} onPress={() => flow.start('Kopi Gayo Wine')}>
        + Keranjang
      </Button>
      <p>Di keranjang: {added}</p>
      <ConfirmFlowDialogs flow={flow} retryLabel="Coba lagi" />
    </div>
  );
}

/** A request whose answer never came (the api's isAnswerLost). */
const LOST = new Error('answer lost');

const meta = preview.meta({
  title: 'UI/ConfirmFlowDialogs',
  component: AddToCartDemo,
  args: { send: fn(async (_name: string) => 1) },
});

const addButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '+ Keranjang' });

/** Presses the add button and, in the dialog `title` it opens, `answer`: that dialog. */
async function addAndAnswer(canvasElement: HTMLElement, title: string, answer: string) {
  await userEvent.click(addButton(canvasElement));
  const dialog = await findModal(title, 'alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

export const AskSendTell = meta.story({
  play: async ({ args, canvasElement }) => {
    await userEvent.click(addButton(canvasElement));
    const question = await findModal('Kamu yakin?', 'alertdialog');
    await expect(question).toHaveAccessibleDescription(
      'Kopi Gayo Wine akan ditambahkan ke keranjang.',
    );
    await expect(args.send).not.toHaveBeenCalled();
    // Pressed three times: one request.
    const confirm = within(question).getByRole('button', { name: 'Ya, Tambahkan' });
    await userEvent.tripleClick(confirm);
    const told = await findModal('Berhasil!', 'alertdialog');
    await expect(told).toHaveAccessibleDescription(
      'Kopi Gayo Wine berhasil ditambahkan ke keranjang (1).',
    );
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByText('Di keranjang: 1')).toBeVisible();
    await userEvent.click(within(told).getByRole('button', { name: 'Okay!' }));
    await modalGone('alertdialog');
  },
});

export const CancelSendsNothing = meta.story({
  play: async ({ args, canvasElement }) => {
    await addAndAnswer(canvasElement, 'Kamu yakin?', 'Batal');
    await modalGone('alertdialog');
    await expect(args.send).not.toHaveBeenCalled();
  },
});

/** While the request is out, the question stays with its button busy and cannot be cancelled. */
export const BusyWhileSending = meta.story({
  args: { send: fn((_name: string) => new Promise<number>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const question = await addAndAnswer(canvasElement, 'Kamu yakin?', 'Ya, Tambahkan');
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Ya, Tambahkan' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(within(question).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('alertdialog', { name: 'Kamu yakin?' })).toBeVisible();
    await expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
});

/** A failure says so and offers the same request again, without asking again. */
let attempts = 0;
/** Fails the first time, then adds. */
const failsOnce = fn(async (_name: string, _attempt: FlowAttempt) => {
  attempts += 1;
  if (attempts === 1) throw new Error('500');
  return 2;
});

export const FailureThenRetry = meta.story({
  args: { send: failsOnce },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ args, canvasElement }) => {
    await addAndAnswer(canvasElement, 'Kamu yakin?', 'Ya, Tambahkan');
    const failed = await findModal('Gagal!', 'alertdialog');
    await expect(failed).toHaveAccessibleDescription(
      'Terjadi kesalahan saat menambahkan Kopi Gayo Wine ke keranjang.',
    );
    await expect(within(canvasElement).getByText('Di keranjang: 0')).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    await findModal('Berhasil!', 'alertdialog');
    await expect(args.send).toHaveBeenCalledTimes(2);
    // The same press sent again: the same input, under the same idempotency key.
    const [first, retried] = failsOnce.mock.calls;
    await expect(retried).toEqual(['Kopi Gayo Wine', first?.[1]]);
    await expect(first?.[1]).toEqual({
      idempotencyKey: expect.any(String),
      afterLostAnswer: false,
    });
    // A success offers nothing to retry.
    await expect(page.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  },
});

export const RefusedForAGuest = meta.story({
  args: { isGuest: true },
  play: async ({ args, canvasElement }) => {
    await addAndAnswer(canvasElement, 'Ooops, Login terlebih dahulu!', 'Okay!');
    await modalGone('alertdialog');
    await expect(args.send).not.toHaveBeenCalled();
  },
});

/** A form's save needs no question: the press sends at once, and only once. */
export const WithoutAQuestion = meta.story({
  args: { asks: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.dblClick(addButton(canvasElement));
    await findModal('Berhasil!', 'alertdialog');
    await expect(args.send).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('alertdialog', { name: 'Kamu yakin?' })).toBeNull();
  },
});

let lostOnce = 0;
/** The answer of the first send is lost; the retry is answered. */
const lostThenAnswered = fn(async (_name: string, _attempt: FlowAttempt) => {
  lostOnce += 1;
  if (lostOnce === 1) throw LOST;
  return 1;
});

/**
 * The answer lost (issue 22): said as not known yet, never as 'Gagal!', at once (nothing is
 * read to find out), with 'Coba lagi', which sends the same press under the same idempotency
 * key: the gateway answers it as it answered the lost send.
 */
export const LostAnswerRetriedUnderTheSameKey = meta.story({
  args: { send: lostThenAnswered, losesAnswers: true },
  beforeEach: () => {
    lostOnce = 0;
  },
  play: async ({ canvasElement }) => {
    await addAndAnswer(canvasElement, 'Kamu yakin?', 'Ya, Tambahkan');
    const unknown = await findModal('Belum bisa dipastikan', 'alertdialog');
    await expect(unknown).toHaveAccessibleDescription(
      'Jawaban server tidak sampai, jadi kami belum tahu apakah pesananmu sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.',
    );
    await expect(page.queryByRole('alertdialog', { name: 'Gagal!' })).toBeNull();
    await expect(within(canvasElement).getByText('Di keranjang: 0')).toBeVisible();
    await expect(lostThenAnswered).toHaveBeenCalledTimes(1);
    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    await findModal('Berhasil!', 'alertdialog');
    await expect(within(canvasElement).getByText('Di keranjang: 1')).toBeVisible();
    const [first, retried] = lostThenAnswered.mock.calls;
    await expect(first?.[1]).toEqual({
      idempotencyKey: expect.any(String),
      afterLostAnswer: false,
    });
    await expect(retried).toEqual([
      'Kopi Gayo Wine',
      { idempotencyKey: first?.[1].idempotencyKey, afterLostAnswer: true },
    ]);
  },
});
