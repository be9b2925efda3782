import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, test, vi } from 'vitest';
import type { ConfirmFlow, ConfirmFlowOptions, FlowAlert, LostAnswer } from './confirmFlowTypes';
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
const FOUND: FlowAlert = { kind: 'success', title: 'Pesananmu sudah dibuat' };

function lostAnswer(overrides: Partial<LostAnswer<string>> = {}): LostAnswer<string> {
  return {
    isLost: (error) => error === lost,
    checking: () => ({ kind: 'info', title: 'Kami belum tahu' }),
    unknown: (_, lookFailed) => ({
      kind: 'warning',
      title: lookFailed ? 'Belum bisa diperiksa' : 'Belum terlihat',
    }),
    retryLabel: 'Coba lagi',
    ...overrides,
  };
}

test('a lost answer is said as unknown while it is looked up, then told as found', async () => {
  let answer: (found: FlowAlert | null) => void = () => undefined;
  const look = vi.fn(() => new Promise<FlowAlert | null>((resolve) => (answer = resolve)));
  const onFailure = vi.fn();
  const flow = renderFlow({
    send: vi.fn<Options['send']>().mockRejectedValue(lost),
    onFailure,
    lostAnswer: lostAnswer({ before: async () => 'cart before', look }),
  });
  await press(flow);
  expect(flow.current.dialogs).toMatchObject({
    isChecking: true,
    isTelling: true,
    alert: { title: 'Kami belum tahu' },
  });
  expect(flow.current.isSending).toBe(true);
  expect(look).toHaveBeenCalledWith('kopi', 'cart before');
  await act(async () => answer(FOUND));
  expect(flow.current.dialogs).toMatchObject({ isChecking: false, alert: FOUND, canRetry: false });
  // The gateway may have acted: this is no failure to reload after.
  expect(onFailure).not.toHaveBeenCalled();
});

test('what the look of a lost answer found, once acknowledged, goes on as a success would', async () => {
  const onFoundAcknowledged = vi.fn();
  const flow = renderFlow({
    send: vi.fn<Options['send']>().mockRejectedValue(lost),
    lostAnswer: lostAnswer({ look: async () => FOUND, onFoundAcknowledged }),
  });
  await press(flow);
  await vi.waitFor(() => expect(flow.current.dialogs.alert).toEqual(FOUND));
  expect(onFoundAcknowledged).not.toHaveBeenCalled();
  act(() => flow.current.dismiss());
  expect(onFoundAcknowledged).toHaveBeenCalledWith('kopi');
});

test('a lost answer not found offers the retry with the same key, and reads "before" once', async () => {
  const send = vi.fn<Options['send']>().mockRejectedValueOnce(lost).mockResolvedValueOnce('ok');
  const before = vi.fn(async () => 'cart before');
  const flow = renderFlow({
    send,
    lostAnswer: lostAnswer({ before, look: async () => null }),
  });
  await press(flow);
  // The screen offers no retry of its own: the flow brings it.
  expect(flow.current.dialogs).toMatchObject({
    alert: { title: 'Belum terlihat' },
    canRetry: true,
    retryLabel: 'Coba lagi',
  });
  await retry(flow);
  expect(flow.current.dialogs.alert?.title).toBe('Berhasil!');
  const [first, retried] = keysOf(send);
  expect(retried).toBe(first);
  expect(before).toHaveBeenCalledOnce();
});

test('the comparison read starts as the question opens, so the send does not wait for it', async () => {
  const order: string[] = [];
  const before = vi.fn(async () => {
    order.push('before');
    return 'cart before';
  });
  const send = vi.fn<Options['send']>(async () => {
    order.push('send');
    return 'ok';
  });
  const flow = renderFlow({ send, lostAnswer: lostAnswer({ before, look: async () => null }) });
  act(() => flow.current.start('kopi'));
  // Read while the shopper reads 'Kamu yakin?', before anything is confirmed.
  expect(before).toHaveBeenCalledOnce();
  await act(async () => flow.current.confirm());
  expect(order).toEqual(['before', 'send']);
  expect(before).toHaveBeenCalledOnce();
  // A cancelled question's read is not reused by the next press.
  act(() => flow.current.dismiss());
  act(() => flow.current.start('kopi'));
  act(() => flow.current.cancel());
  await press(flow);
  expect(before).toHaveBeenCalledTimes(3);
});

test('a look that cannot reach the gateway says so, and still offers the same press again', async () => {
  const send = vi.fn<Options['send']>().mockRejectedValue(lost);
  const flow = renderFlow({
    send,
    lostAnswer: lostAnswer({
      before: () => Promise.reject(new Error('offline')),
      look: (_, before) => (before === null ? Promise.reject(lost) : Promise.resolve(FOUND)),
    }),
  });
  await press(flow);
  expect(flow.current.dialogs).toMatchObject({
    alert: { title: 'Belum bisa diperiksa' },
    canRetry: true,
  });
  // The send went out although what was there before could not be read.
  expect(send).toHaveBeenCalledOnce();
});

test("any other failure is told by `failure`, with the screen's retry", async () => {
  const onFailure = vi.fn();
  const flow = renderFlow({
    send: vi.fn<Options['send']>().mockRejectedValue(new Error('400')),
    onFailure,
    lostAnswer: lostAnswer({ look: async () => FOUND }),
  });
  await press(flow);
  expect(flow.current.dialogs).toMatchObject({ alert: { title: 'Gagal!' }, retryLabel: null });
  expect(onFailure).toHaveBeenCalledOnce();
});
