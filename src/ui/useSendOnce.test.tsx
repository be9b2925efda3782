import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, test, vi } from 'vitest';
import { type SendOnce, useSendOnce } from './useSendOnce';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const seen: { current: SendOnce | null } = { current: null };

function Probe() {
  seen.current = useSendOnce();
  return null;
}

/** A fresh hook, as a screen holds it: `.current` is what its last render returned. */
function renderSendOnce() {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return seen as { current: SendOnce };
}

test('a second press while the first request is under way sends nothing', async () => {
  const hook = renderSendOnce();
  let answer: (value: string) => void = () => undefined;
  const request = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  let first: Promise<string | undefined> = Promise.resolve(undefined);
  let second: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    // Both presses before any re-render, as a double click delivers them.
    first = hook.current.send(request);
    second = hook.current.send(request);
  });
  expect(hook.current.isSending).toBe(true);
  await expect(second).resolves.toBeUndefined();
  await act(async () => answer('ok'));
  await expect(first).resolves.toBe('ok');
  expect(request).toHaveBeenCalledOnce();
  expect(hook.current.isSending).toBe(false);
});

test('after a failure the next press sends again', async () => {
  const hook = renderSendOnce();
  const request = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('ok');
  await act(async () => {
    await expect(hook.current.send(request)).rejects.toThrow('offline');
  });
  await act(async () => {
    await expect(hook.current.send(request)).resolves.toBe('ok');
  });
  expect(request).toHaveBeenCalledTimes(2);
});
