import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, test, vi } from 'vitest';
import type { ConfirmFlow, ConfirmFlowOptions, LostAnswer } from './confirmFlowTypes';
import { useConfirmFlow } from './useConfirmFlow';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

type Options = ConfirmFlowOptions<string, string>;
const seen: { current: ConfirmFlow<string> | null } = { current: null };

function Probe({ options }: { options: Options }) {
  seen.current = useConfirmFlow(options);
  return null;
}

/** A mounted flow, as a screen holds it: `.current` is what its last render returned. */
function renderFlow(options: Partial<Options> & Pick<Options, 'send'>) {
  const root = createRoot(document.createElement('div'));
  const full: Options = {
    question: () => ({ message: 'Kamu yakin?', confirmLabel: 'Ya' }),
    success: () => ({ kind: 'success', title: 'Berhasil!' }),
    failure: () => ({ kind: 'error', title: 'Gagal!' }),
    ...options,
  };
  act(() => root.render(<Probe options={full} />));
  return seen as { current: ConfirmFlow<string> };
}

/** Start, confirm, and let the send settle. */
async function press(flow: { current: ConfirmFlow<string> }, input = 'kopi') {
  act(() => flow.current.start(input));
  await act(async () => flow.current.confirm());
}

async function retry(flow: { current: ConfirmFlow<string> }) {
  await act(async () => {
    flow.current.dismiss();
    flow.current.retry();
  });
}

const keysOf = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map((call) => (call[1] as { idempotencyKey: string }).idempotencyKey);

test("each confirmed press gets a new key, and 'Coba lagi' sends the failed press's key again", async () => {
  const send = vi
    .fn<Options['send']>()
    .mockRejectedValueOnce(new Error('500'))
    .mockResolvedValueOnce('ok')
    .mockResolvedValueOnce('ok');
  const flow = renderFlow({ send });
  await press(flow);
  expect(flow.current.dialogs.alert?.title).toBe('Gagal!');
  await retry(flow);
  expect(flow.current.dialogs.alert?.title).toBe('Berhasil!');
  act(() => flow.current.dismiss());
  await press(flow);
  const [first, retried, next] = keysOf(send);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(retried).toBe(first);
  expect(next).not.toBe(first);
});

test('a flow without a question makes its key when it sends, and a new start makes another', async () => {
  const send = vi.fn<Options['send']>().mockRejectedValue(new Error('500'));
  const flow = renderFlow({ send, question: undefined });
  await act(async () => flow.current.start('alamat'));
  await retry(flow);
  act(() => flow.current.dismiss());
  await act(async () => flow.current.start('alamat'));
  const [first, retried, again] = keysOf(send);
  expect(retried).toBe(first);
  expect(again).not.toBe(first);
});

const lost = new Error('timeout');

const lostAnswer: LostAnswer<string> = {
  isLost: (error) => error === lost,
  unknown: (input) => ({ kind: 'warning', title: `Belum tahu: ${input}` }),
  retryLabel: 'Coba lagi',
};

test('a lost answer is said as unknown at once, reading nothing, with the retry under the same key', async () => {
  const send = vi.fn<Options['send']>().mockRejectedValueOnce(lost).mockResolvedValueOnce('ok');
  const onFailure = vi.fn();
  const flow = renderFlow({ send, onFailure, lostAnswer });
  await press(flow);
  // The screen offers no retry of its own: the flow brings it.
  expect(flow.current.dialogs).toMatchObject({
    alert: { title: 'Belum tahu: kopi' },
    isTelling: true,
    canRetry: true,
    retryLabel: 'Coba lagi',
  });
  expect(flow.current.isSending).toBe(false);
  // The gateway may have acted: this is no failure to reload after.
  expect(onFailure).not.toHaveBeenCalled();
  await retry(flow);
  expect(flow.current.dialogs.alert?.title).toBe('Berhasil!');
  const [first, retried] = send.mock.calls.map((call) => call[1]);
  expect(first).toEqual({ idempotencyKey: expect.any(String), afterLostAnswer: false });
  expect(retried).toEqual({ idempotencyKey: first?.idempotencyKey, afterLostAnswer: true });
});

test('a press that lost an answer keeps saying so to its later retries; a new press starts afresh', async () => {
  const send = vi
    .fn<Options['send']>()
    .mockRejectedValueOnce(lost)
    .mockRejectedValueOnce(new Error('500'))
    .mockResolvedValueOnce('ok')
    .mockResolvedValueOnce('ok');
  const flow = renderFlow({ send, lostAnswer });
  await press(flow);
  await retry(flow);
  // The retry failed otherwise: told by `failure`, with the screen's own retry.
  expect(flow.current.dialogs).toMatchObject({ alert: { title: 'Gagal!' }, retryLabel: null });
  await retry(flow);
  act(() => flow.current.dismiss());
  await press(flow);
  const attempts = send.mock.calls.map((call) => call[1]);
  expect(attempts.map((attempt) => attempt.afterLostAnswer)).toEqual([false, true, true, false]);
  expect(new Set(attempts.slice(0, 3).map((attempt) => attempt.idempotencyKey)).size).toBe(1);
  expect(attempts[3]?.idempotencyKey).not.toBe(attempts[0]?.idempotencyKey);
});

test("any other failure is told by `failure`, with the screen's retry", async () => {
  const onFailure = vi.fn();
  const flow = renderFlow({
    send: vi.fn<Options['send']>().mockRejectedValue(new Error('400')),
    onFailure,
    lostAnswer,
  });
  await press(flow);
  expect(flow.current.dialogs).toMatchObject({ alert: { title: 'Gagal!' }, retryLabel: null });
  expect(onFailure).toHaveBeenCalledOnce();
});
