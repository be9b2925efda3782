/**
 * The gateway as a story sees it: requests watched on their way to the mock, and the faults
 * a story puts in front of it (errors, no network, answers held back or never sent).
 */
import { handlers as mockGateway } from '@mocks/handlers';
import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { networkError } from '@/api/errors';
import type { Resource } from '@/api/serverData';
import { page } from './dom';

/** A story's gateway: these handlers first, the mock gateway behind them (`parameters`). */
export function gatewayWith(...handlers: RequestHandler[]) {
  return { msw: { handlers } };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Watches one gateway call on its way to the mock (it still reaches it): `calls` sees each
 * request's JSON or form body (undefined when it has none).
 */
export function spyOnRequests(method: Method, path: string) {
  const calls = fn<(body: unknown) => void>();
  const handler = http[method](`*${path}`, async ({ request }) => {
    const text = await request.clone().text();
    calls(text === '' ? undefined : parseBody(text));
  });
  return {
    calls,
    handler,
    /** Waits for the call and then `settled`, and checks it was the only one (expectSentOnce). */
    expectOnce: (settled: () => unknown) => expectSentOnce(calls, settled),
  };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

type GatewayError = { error: string; error_description: string };
const TIMEOUT = 'upstream timeout';

/** The gateway's error code for each status it answers with (openapi/gateway.yaml). */
const ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'too_many_requests',
};

/** The body the gateway sends with an error: its own, or `description` under the status's code. */
function errorBody(status: number, reason: string | GatewayError): GatewayError {
  if (typeof reason !== 'string') return reason;
  return { error: ERROR_CODES[status] ?? 'server_error', error_description: reason };
}

type Reason = string | GatewayError;

/** One gateway call answered by `answer` instead of the mock, every time or (`once`) the first. */
const answering = (method: Method, path: string, answer: () => Response, once = false) =>
  http[method](`*${path}`, answer, { once });

/** The gateway's error answer, `{error, error_description}` as it sends it. */
const errorAnswer = (status: number, reason: Reason) => () =>
  HttpResponse.json(errorBody(status, reason), { status });

/**
 * The gateway answering one call with an error: `reason` is the description (under the
 * status's code) or the whole body.
 */
export function failing(method: Method, path: string, status = 500, reason: Reason = TIMEOUT) {
  return answering(method, path, errorAnswer(status, reason));
}

/**
 * The shopper's connection drops, as a browser tells it: navigator.onLine turns false and
 * the 'offline' event fires; the mock gateway, reached over the network in life, then
 * answers no call (mocks/http/faults.ts). Returns the way back online ('online' fired).
 * Each story starts online again (.storybook/preview.tsx calls `connectionBack`).
 */
export function connectionDrops(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return connectionBack;
}

/** Online again: the browser's own navigator.onLine, and the 'online' event if it had dropped. */
export function connectionBack(): void {
  if (!Object.hasOwn(navigator, 'onLine')) return;
  delete (navigator as { onLine?: boolean }).onLine;
  window.dispatchEvent(new Event('online'));
}

/**
 * Like `failing`, for the first such call only: later ones reach the mock as usual, so a
 * story can fail a load or a save and then see 'Coba lagi' go through. Each story run
 * starts with it unspent (.storybook/preview.tsx restores once-handlers), so it may sit in
 * parameters.msw or be added with msw.use in the story's beforeEach.
 */
export function failingOnce(method: Method, path: string, status = 500, reason: Reason = TIMEOUT) {
  return answering(method, path, errorAnswer(status, reason), true);
}

/** The network failing for one call (offline, DNS, a dropped connection). */
export function offline(method: Method, path: string) {
  return answering(method, path, () => HttpResponse.error());
}

/**
 * The first such call carried out by the mock, its answer then lost (a dropped connection):
 * the gateway's record changed, the shop sees a network failure. Later calls reach the mock.
 */
export function answerLostOnce(method: Method, path: string) {
  return http[method](
    `*${path}`,
    async ({ request }) => {
      await getResponse(mockGateway, request);
      return HttpResponse.error();
    },
    { once: true },
  );
}

/**
 * Another tab sending the same call first: the mock carries out a copy of the first such
 * call (without its Idempotency-Key, as another tab's press has its own), then the call
 * itself reaches the mock, which answers it as it finds things then (a code already used:
 * 409). Later calls reach the mock as usual.
 */
export function sentFirstByAnotherTabOnce(method: Method, path: string) {
  return http[method](
    `*${path}`,
    async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.delete('idempotency-key');
      const otherTab = new Request(request.url, {
        method: request.method,
        headers,
        body: await request.clone().text(),
      });
      await getResponse(mockGateway, otherTab);
      return getResponse(mockGateway, request);
    },
    { once: true },
  );
}

/** The Idempotency-Key of each `method path` call, in order (null: sent without one). */
export function spyOnKeys(method: Method, path: string) {
  const calls = fn<(key: string | null) => void>();
  const handler = http[method](`*${path}`, ({ request }) => {
    calls(request.headers.get('Idempotency-Key'));
  });
  return { calls, handler };
}

/** Like `offline`, for the first such call only: the retry reaches the mock. */
export function offlineOnce(method: Method, path: string) {
  return answering(method, path, () => HttpResponse.error(), true);
}

/**
 * One call held back until the story releases it, then answered by the mock as usual: the
 * screen can be seen mid-request, and what happens after the answer can be waited for.
 */
export function heldUntilReleased(method: Method, path: string) {
  const calls = fn<() => void>();
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  const handler = http[method](`*${path}`, async () => {
    calls();
    await released;
  });
  /** No calls seen, and the next ones held again. */
  const reset = () => {
    calls.mockClear();
    released = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return {
    calls,
    handler,
    reset,
    release: () => release(),
    /** Lets the held call through, then checks it was the only one (see expectSentOnce). */
    releaseAndExpectOnce: (settled: () => unknown) => {
      release();
      return expectSentOnce(calls, settled);
    },
    /** Spread into a story: the call held in front of the mock, and held anew at each run. */
    story: { parameters: gatewayWith(handler), beforeEach: reset },
  };
}

/** One call that never answers: the screen stays in its loading or sending state. */
export function neverAnswering(method: Method, path: string) {
  return http[method](`*${path}`, () => delay('infinite'));
}

/**
 * Resolves once `calls` has seen its first request and then the next thing the screen does
 * after it (`settled`, e.g. finding the success alert), and checks there was exactly one:
 * no fixed sleep, a duplicate would have been sent before the screen moved on.
 */
async function expectSentOnce(calls: ReturnType<typeof fn>, settled: () => unknown) {
  await waitFor(() => expect(calls).toHaveBeenCalled());
  await waitFor(settled);
  await expect(calls).toHaveBeenCalledTimes(1);
}

/**
 * A nicety (suggestions) that stays away: once `asked` has seen its request, and the answer
 * is in, `container` holds nothing and no global dialog tells of the failure.
 */
async function expectStaysAway(container: HTMLElement, asked: ReturnType<typeof fn>) {
  await waitFor(() => expect(asked).toHaveBeenCalled());
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  await expect(page.queryByRole('alertdialog')).toBeNull();
}

/**
 * The stories of a nicety loaded by GET `path` that stays away (see expectStaysAway) when
 * the call fails or answers with none; `staysAway` is the play, for a story of its own.
 */
export function staysAwayStories(asked: ReturnType<typeof spyOnRequests>, path: string) {
  const staysAway = ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expectStaysAway(canvasElement, asked.calls);
  return {
    staysAway,
    failing: { parameters: gatewayWith(asked.handler, failing('get', path)), play: staysAway },
    none: {
      parameters: gatewayWith(
        asked.handler,
        http.get(`*${path}`, () => HttpResponse.json([])),
      ),
      play: staysAway,
    },
  };
}

/**
 * Server data in each of its states, for a part that is handed a Resource (useServerData's
 * answer) rather than loading it: `retry` and `reload` are spies.
 */
export const serverData = {
  loading: <T>(): Resource<T> => ({
    ...actions(),
    status: 'loading',
    data: undefined,
    error: undefined,
  }),
  loaded: <T>(data: T): Resource<T> => ({
    ...actions(),
    status: 'success',
    data,
    error: undefined,
  }),
  /** Failed the way a dropped connection fails. */
  failed: <T>(): Resource<T> => ({
    ...actions(),
    status: 'error',
    data: undefined,
    error: networkError(new TypeError('Failed to fetch')),
  }),
};

function actions() {
  return { retry: fn(), reload: fn(), outOfDate: false };
}
