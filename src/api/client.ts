import createClient, { type Client } from 'openapi-fetch';
import { getCookie } from '@/lib/cookies';
import { SESSION_COOKIES } from '@/lib/storage';
import { globalErrors } from './errors';
import { gatewayMiddleware, type SessionDeps } from './gatewayMiddleware';
import type { paths } from './schema';
import { installRecovery } from './serverData/cache';
import { recoveryOf } from './serverData/offline/recovery';
import { endSessionAfterRefusal } from './signedOutNotice';

// The one openapi-fetch client of the shop's gateway: where it is, how long a call may wait,
// and the middleware (gatewayMiddleware.ts) that words its failures. What a call carries is
// callOptions.ts's; resources import it from here with the client.
export { type CallOptions, callInit, pathInit } from './callOptions';

export interface ApiClientDeps extends SessionDeps {
  baseUrl: string;
  /** How long a call waits for an answer before it fails as a timeout (GATEWAY_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How long a call may wait for the gateway. A gateway that never answers would otherwise
 * leave a 'Simpan' disabled and a skeleton shimmering forever; after this the call fails
 * like a lost connection, with its own message, and can be tried again.
 */
const GATEWAY_TIMEOUT_MS = 20_000;

/** Statuses whose Response may not carry a body, not even an empty one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The answer with its body read in full, under the same timeout as its headers: a body that
 * stops coming then fails here, as a timeout the middleware words, instead of as a bare
 * TimeoutError later in openapi-fetch's parsing.
 */
async function withWholeBody(response: Response): Promise<Response> {
  if (response.body === null || NULL_BODY_STATUSES.has(response.status)) return response;
  const body = await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

let gatewayStarted: Promise<unknown> = Promise.resolve();

/**
 * Demo builds: the shop paints at once while the embedded mock gateway starts, and its calls
 * wait until it answers. A real gateway is always there; nothing waits.
 */
export function holdGatewayCallsUntil(started: Promise<unknown>): void {
  gatewayStarted = started;
}

export function createApiClient(deps: ApiClientDeps): Client<paths> {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl,
    // Looked up per call: MSW (tests, Storybook) replaces globalThis.fetch after this
    // module may already have been loaded.
    fetch: async (request) => {
      await gatewayStarted;
      // Browsers before AbortSignal.any (Safari < 17.4) wait as long as the connection does.
      if (typeof AbortSignal.any !== 'function') return globalThis.fetch(request);
      const timeout = AbortSignal.timeout(deps.timeoutMs ?? GATEWAY_TIMEOUT_MS);
      // The caller's own abort (a screen left) stays an AbortError; the timeout's reason is a
      // TimeoutError, which the middleware turns into a failure the shopper is told about.
      const response = await globalThis.fetch(
        new Request(request, { signal: AbortSignal.any([request.signal, timeout]) }),
      );
      return withWholeBody(response);
    },
  });
  client.use(gatewayMiddleware(deps));
  return client;
}

/**
 * VITE_API_BASE_URL, absolute. Empty (the default) means the page's own origin, which the
 * mock backend serves. Resolved here because Node's Request, which tests run on, rejects
 * the relative URLs a browser would resolve against the page.
 */
function gatewayBaseUrl(): string {
  const configured = String(import.meta.env.VITE_API_BASE_URL ?? '');
  return typeof location === 'undefined'
    ? configured
    : new URL(configured || '/', location.href).href;
}

// Reads retry, survive a lost connection and refresh when it is back (serverData's offline
// and back) from the first read on: it arrives here, with the client every read loads.
installRecovery(recoveryOf);

/** The one client of the shop's gateway. */
export const api = createApiClient({
  baseUrl: gatewayBaseUrl(),
  accessToken: () => getCookie(SESSION_COOKIES.accessToken),
  errors: globalErrors,
  // SPEC §8: clear everything and reload at home, once per episode (signedOutNotice.ts). The
  // reload would wipe a dialog shown now, so the reason is kept in session storage and the
  // home page tells it (GlobalErrors).
  endSession: (reason) => endSessionAfterRefusal(reason),
});
