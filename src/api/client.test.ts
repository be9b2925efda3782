import { server } from '@mocks/node';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getCookie, setCookie } from '@/lib/cookies';
import { api, callInit, createApiClient } from './client';
import {
  ApiError,
  createGlobalErrorBus,
  ERROR_TEXTS,
  GLOBAL_ERROR_SUPPRESSION_MS,
  type GlobalErrorBus,
  getGlobalError,
  globalErrors,
  NETWORK_FAILURE_STATUS,
} from './errors';
import { isAnswerLost } from './isAnswerLost';
import { onSessionEndedInPlace, publishSignedOutNotice } from './signedOutNotice';

const BASE = 'http://gateway.test';
const COUNT_URL = `${BASE}/api/Cart/Count`;

let bus: GlobalErrorBus;
let endSession: ReturnType<typeof vi.fn<(reason: ApiError) => void>>;
let token: string | null;

/** `timeoutMs`: how long it waits for an answer (the shop's own is GATEWAY_TIMEOUT_MS). */
function client(timeoutMs?: number) {
  return createApiClient({
    baseUrl: BASE,
    accessToken: () => token,
    errors: bus,
    endSession,
    timeoutMs,
  });
}

/** The call failed as a timeout, and the shopper is told so in words. */
async function expectTimedOut(call: Promise<unknown>) {
  await expect(call).rejects.toMatchObject({
    status: NETWORK_FAILURE_STATUS,
    error: 'timeout',
    userMessage: ERROR_TEXTS.timeout,
  });
  expect(bus.current()?.message).toBe(ERROR_TEXTS.timeout);
}

function answer(
  status: number,
  body: Record<string, string> = { error: 'e', error_description: 'd' },
) {
  server.use(http.get(COUNT_URL, () => HttpResponse.json(body, { status })));
}

beforeEach(() => {
  bus = createGlobalErrorBus();
  endSession = vi.fn<(reason: ApiError) => void>();
  token = 'customer-token';
});

describe('bearer token', () => {
  /** Watches the count call: what its Authorization header was (undefined until it is made). */
  function watchAuthorization() {
    const seen: { authorization?: string | null } = {};
    server.use(
      http.get(COUNT_URL, ({ request }) => {
        seen.authorization = request.headers.get('Authorization');
        return HttpResponse.json(2);
      }),
    );
    return seen;
  }

  test('a signed-in call carries the customer token', async () => {
    const seen = watchAuthorization();
    const { data } = await client().GET('/api/Cart/Count');
    expect(data).toBe(2);
    expect(seen.authorization).toBe('Bearer customer-token');
  });

  test('a guest call carries none', async () => {
    token = null;
    const seen = watchAuthorization();
    await client().GET('/api/Cart/Count');
    expect(seen.authorization).toBeNull();
  });

  test("a call's own token (the client token for Google login) is kept", async () => {
    const seen = watchAuthorization();
    await client().GET('/api/Cart/Count', callInit({}, { Authorization: 'Bearer client-token' }));
    expect(seen.authorization).toBe('Bearer client-token');
  });
});

test('a call that must outlive the page goes out as a keepalive request', async () => {
  server.use(http.get(COUNT_URL, () => HttpResponse.json(1)));
  // Seen as the client hands it to fetch: the mock's interceptor rebuilds requests without it.
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  try {
    await client().GET('/api/Cart/Count', callInit({ keepalive: true }));
    await client().GET('/api/Cart/Count', callInit());
    const sent = fetchSpy.mock.calls.map(([request]) => (request as Request).keepalive);
    expect(sent).toEqual([true, false]);
  } finally {
    fetchSpy.mockRestore();
  }
});

test("a creating call's idempotency key goes out as its Idempotency-Key header", async () => {
  const seen: (string | null)[] = [];
  server.use(
    http.get(COUNT_URL, ({ request }) => {
      seen.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json(1);
    }),
  );
  await client().GET('/api/Cart/Count', callInit({ idempotencyKey: 'key-1' }));
  await client().GET('/api/Cart/Count', callInit({ errorDisplay: 'caller' }));
  expect(seen).toEqual(['key-1', null]);
});

test('a change whose answer never came has an unknown outcome; a read that failed has not', async () => {
  server.use(
    http.get(COUNT_URL, () => HttpResponse.error()),
    http.post(`${BASE}/api/Cart`, () => HttpResponse.error()),
  );
  const read = await client()
    .GET('/api/Cart/Count')
    .catch((error: unknown) => error);
  const change = await client()
    .POST('/api/Cart', { body: [] })
    .catch((error: unknown) => error);
  expect(isAnswerLost(read)).toBe(false);
  expect(isAnswerLost(change)).toBe(true);
  expect(change).toMatchObject({
    status: NETWORK_FAILURE_STATUS,
    userMessage: ERROR_TEXTS.offline,
  });
});

describe('global error dialog', () => {
  test.each([
    [400, 'invalid_request Kode POS harus terdiri dari 5 angka.'],
    [403, 'Forbidden. You do not have access.'],
    [404, 'Error 404: Kode POS harus terdiri dari 5 angka.'],
    [500, 'Ooops,  Something went wrong. Please try again later.'],
  ])('a %i is thrown as an ApiError and shown as %j', async (status, message) => {
    answer(status, {
      error: 'invalid_request',
      error_description: 'Kode POS harus terdiri dari 5 angka.',
    });
    const failure = client().GET('/api/Cart/Count');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, userMessage: message });
    expect(bus.current()).toEqual({ title: 'Error!', message, status });
    expect(endSession).not.toHaveBeenCalled();
  });

  test('a burst of failures opens one dialog, and the next only after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answer(500);
      const calls = [client().GET('/api/Cart/Count'), client().GET('/api/Cart/Count')];
      await Promise.allSettled(calls);
      expect(bus.current()?.status).toBe(500);
      bus.dismiss();

      answer(403);
      await client()
        .GET('/api/Cart/Count')
        .catch(() => undefined);
      expect(bus.current()).toBeNull();

      vi.advanceTimersByTime(GLOBAL_ERROR_SUPPRESSION_MS);
      await client()
        .GET('/api/Cart/Count')
        .catch(() => undefined);
      expect(bus.current()?.status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  test('offline: an Indonesian message, status 0, shown in the dialog', async () => {
    server.use(http.get(COUNT_URL, () => HttpResponse.error()));
    const failure = client().GET('/api/Cart/Count');
    await expect(failure).rejects.toMatchObject({
      status: NETWORK_FAILURE_STATUS,
      userMessage: 'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    });
    expect(bus.current()?.message).toBe(ERROR_TEXTS.offline);
  });

  test('a gateway that never answers fails after the timeout, in words, and can be tried again', async () => {
    let answers = false;
    server.use(
      http.get(COUNT_URL, async () => {
        if (!answers) await delay('infinite');
        return HttpResponse.json(3);
      }),
    );
    const patient = client(50);
    await expectTimedOut(patient.GET('/api/Cart/Count'));
    expect(endSession).not.toHaveBeenCalled();
    answers = true;
    await expect(patient.GET('/api/Cart/Count')).resolves.toMatchObject({ data: 3 });
  });

  test('an answer whose body stops coming fails as a timeout too, in words', async () => {
    server.use(
      http.get(
        COUNT_URL,
        () =>
          // The status and headers arrive; the body never ends. Its announced length is
          // never reached: when the test's connection closes, Node's fetch sees a body cut
          // short (an error it ignores once the call was given up), not a whole answer to a
          // call it already gave up, which trips an assertion inside undici.
          new HttpResponse(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('[1, 2'));
              },
            }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json', 'Content-Length': '64' },
            },
          ),
      ),
    );
    const patient = client(50);
    await expectTimedOut(patient.GET('/api/Cart/Count'));
  });

  test('an aborted call rejects with the AbortError and shows nothing', async () => {
    server.use(
      http.get(COUNT_URL, async () => {
        await delay('infinite');
        return HttpResponse.json(0);
      }),
    );
    const controller = new AbortController();
    const call = client().GET('/api/Cart/Count', callInit({ signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(bus.current()).toBeNull();
  });
});

describe('an answer that is not JSON (issue 13, malformed answers)', () => {
  /** A proxy's error page where the gateway should have answered: status 200, HTML. */
  const proxyPage = () =>
    new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });

  test('an HTML page with status 200 fails as malformed, in words, in the dialog', async () => {
    server.use(http.get(COUNT_URL, proxyPage));
    const failure = client().GET('/api/Cart/Count');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 200,
      error: 'invalid_response',
      userMessage: ERROR_TEXTS.malformed,
    });
    expect(bus.current()?.message).toBe(ERROR_TEXTS.malformed);
  });

  test('a JSON body cut short fails the same way, and a screen that words it gets it', async () => {
    server.use(
      http.get(
        COUNT_URL,
        () =>
          new HttpResponse('{"count": 3', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const failure = client().GET('/api/Cart/Count', callInit({ errorDisplay: 'caller' }));
    await expect(failure).rejects.toMatchObject({ userMessage: ERROR_TEXTS.malformed });
    expect(bus.current()).toBeNull();
  });

  test('an empty answer is still no data, not a failure', async () => {
    server.use(http.get(COUNT_URL, () => new HttpResponse(null, { status: 200 })));
    await expect(client().GET('/api/Cart/Count')).resolves.toMatchObject({ data: undefined });
    expect(bus.current()).toBeNull();
  });
});

describe("errorDisplay 'caller'", () => {
  test('the screen gets the ApiError, no dialog opens and the marker never leaves', async () => {
    const sent: string[] = [];
    server.use(
      http.get(COUNT_URL, ({ request }) => {
        sent.push(...request.headers.keys());
        return HttpResponse.json({ error: 'conflict', error_description: 'x' }, { status: 409 });
      }),
    );
    const failure = client().GET('/api/Cart/Count', callInit({ errorDisplay: 'caller' }));
    await expect(failure).rejects.toMatchObject({ status: 409, userMessage: 'Error 409: x' });
    expect(bus.current()).toBeNull();
    expect(sent).toContain('authorization');
    expect(sent.filter((name) => name.startsWith('x-kopi'))).toEqual([]);
  });

  test('offline is left to the screen too', async () => {
    server.use(http.get(COUNT_URL, () => HttpResponse.error()));
    const failure = client().GET('/api/Cart/Count', callInit({ errorDisplay: 'caller' }));
    await expect(failure).rejects.toMatchObject({ status: NETWORK_FAILURE_STATUS });
    expect(bus.current()).toBeNull();
  });

  test('an expired session is still ended globally', async () => {
    answer(401);
    const failure = client().GET('/api/Cart/Count', callInit({ errorDisplay: 'caller' }));
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(endSession.mock.calls[0]?.[0].userMessage).toBe('Unauthorized access. Please log in.');
  });
});

describe('401', () => {
  test('on a signed-in call the session ends once for a burst, with its reason', async () => {
    answer(401);
    const gateway = client();
    const calls = [gateway.GET('/api/Cart/Count'), gateway.GET('/api/Cart/Count')];
    const results = await Promise.allSettled(calls);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(endSession.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      userMessage: 'Unauthorized access. Please log in.',
    });
    // Not shown now: the page is about to reload. The home page tells it (below).
    expect(bus.current()).toBeNull();
  });

  test('for a token older than the current one it does not end the newer session', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.get(COUNT_URL, async () => {
        arrived();
        await held;
        return HttpResponse.json(
          { error: 'invalid_token', error_description: 'd' },
          { status: 401 },
        );
      }),
    );
    const gateway = client();
    // Sent with the old token; the shopper logs out and in again before it is answered.
    const stale = gateway.GET('/api/Cart/Count');
    await reached;
    token = 'newer-customer-token';
    release();
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(endSession).not.toHaveBeenCalled();
    expect(bus.current()).toBeNull();

    // The newer token's own 401 still ends the session.
    answer(401);
    await expect(gateway.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  test('without a customer token (a wrong password) it does not end a session', async () => {
    token = null;
    answer(401);
    await expect(client().GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
    expect(endSession).not.toHaveBeenCalled();
    expect(bus.current()?.message).toBe(ERROR_TEXTS.unauthorized);
  });
});

describe('the app client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  test('reads the access_token cookie, and a 401 clears client state and goes home', async () => {
    setCookie('access_token', 'from-cookie');
    setCookie('customer_profile', '{"firstName":"Siti"}');
    localStorage.setItem('selectedCategory', 'Beans');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let authorization: string | null = null;
    server.use(
      http.get('*/api/Cart/Count', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(
          { error: 'invalid_token', error_description: '' },
          { status: 401 },
        );
      }),
    );

    await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });

    expect(authorization).toBe('Bearer from-cookie');
    expect(getCookie('access_token')).toBeNull();
    expect(getCookie('customer_profile')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');

    // After the reload the reason is shown once, however often the page asks.
    const home = createGlobalErrorBus();
    publishSignedOutNotice(home);
    expect(home.current()).toEqual({
      title: 'Error!',
      message: 'Unauthorized access. Please log in.',
      status: 401,
    });
    home.dismiss();
    publishSignedOutNotice(home);
    expect(home.current()).toBeNull();
    // All that is left: the page reloaded once for this 401 episode.
    expect(Object.keys(sessionStorage)).toEqual(['reloadedForSignOut']);
  });

  describe('a token refused again after the reload (a cookie planted where it comes back)', () => {
    let assign: ReturnType<typeof vi.fn>;
    let endedInPlace: ReturnType<typeof vi.fn<() => void>>;
    let stopListening: () => void;

    /** The count answers `status`; returns the Authorization headers it was sent with. */
    function countAnswers(status: number) {
      const sent: (string | null)[] = [];
      server.use(
        http.get('*/api/Cart/Count', ({ request }) => {
          sent.push(request.headers.get('Authorization'));
          return status === 200
            ? HttpResponse.json(1)
            : HttpResponse.json({ error: 'invalid_token', error_description: '' }, { status });
        }),
      );
      return sent;
    }

    beforeEach(() => {
      assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      endedInPlace = vi.fn<() => void>();
      stopListening = onSessionEndedInPlace(endedInPlace);
      sessionStorage.clear();
      globalErrors.reset();
    });
    afterEach(() => {
      stopListening();
      sessionStorage.clear();
      globalErrors.reset();
    });

    test('reloads once; then ends the session in place and says why, never a loop', async () => {
      countAnswers(401);
      setCookie('access_token', 'planted');
      await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledTimes(1);
      expect(endedInPlace).not.toHaveBeenCalled();

      // The reloaded page meets the planted token again.
      setCookie('access_token', 'planted-again');
      await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledTimes(1);
      expect(endedInPlace).toHaveBeenCalledTimes(1);
      expect(getCookie('access_token')).toBeNull();
      expect(getGlobalError()?.message).toBe('Unauthorized access. Please log in.');

      // And again: still no reload.
      setCookie('access_token', 'planted-once-more');
      await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledTimes(1);
    });

    test('a call that succeeds with the planted token does not end the episode', async () => {
      countAnswers(401);
      setCookie('access_token', 'planted');
      await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledTimes(1);

      // A public call succeeds whatever token it carries: it proves nothing about the token.
      setCookie('access_token', 'planted-again');
      const sent = countAnswers(200);
      await api.GET('/api/Cart/Count');
      expect(sent).toEqual(['Bearer planted-again']);

      countAnswers(401);
      await expect(api.GET('/api/Cart/Count')).rejects.toMatchObject({ status: 401 });
      expect(assign).toHaveBeenCalledTimes(1);
      expect(endedInPlace).toHaveBeenCalledTimes(1);
    });
  });
});
