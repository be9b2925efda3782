import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { getCookie } from '@/lib/cookies';
import { SESSION_COOKIES } from '@/lib/storage';
import {
  type ApiError,
  apiErrorFromResponse,
  type GlobalErrorBus,
  globalErrors,
  malformedAnswer,
  networkError,
} from './errors';
import type { paths } from './schema';
import { installRecovery } from './serverData/cache';
import { recoveryOf } from './serverData/offline/recovery';
import { endSessionAfterRefusal } from './signedOutNotice';

/**
 * Who tells the shopper that a call failed.
 * - 'global' (default): the global error dialog shows SPEC §8's text.
 * - 'caller': the screen shows its own message (login, add to cart, address save...) and
 *   no dialog opens. An expired session is still handled globally: a 401 on a call that
 *   carried the customer's token always ends the session.
 */
export type ErrorDisplay = 'global' | 'caller';

/** What every resource function takes besides its own arguments. */
export interface CallOptions {
  signal?: AbortSignal;
  errorDisplay?: ErrorDisplay;
  /** The request must outlive the page (a save sent while the shopper leaves or reloads). */
  keepalive?: boolean;
  /**
   * A creating call's key (gateway.yaml, 'Idempotency-Key'): made once per confirmed press
   * and sent again with its retries, so a request whose answer was lost can be sent again
   * without creating twice.
   */
  idempotencyKey?: string;
}

/**
 * Carries CallOptions.errorDisplay from a call to the middleware. The middleware removes it
 * before the request leaves, so the gateway never sees it (and it triggers no CORS
 * preflight of its own).
 */
const ERROR_DISPLAY_HEADER = 'X-Kopi-Error-Display';

/** The openapi-fetch init fields for CallOptions (plus a call's own headers), to spread into a call. */
export function callInit(
  { signal, errorDisplay = 'global', keepalive, idempotencyKey }: CallOptions = {},
  headers: Record<string, string> = {},
): { signal?: AbortSignal; keepalive?: boolean; headers: Record<string, string> } {
  return {
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
    headers: {
      ...headers,
      ...(errorDisplay === 'caller' ? { [ERROR_DISPLAY_HEADER]: 'caller' } : {}),
      // gateway.yaml, components.parameters.IdempotencyKey.
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
  };
}

export interface ApiClientDeps {
  baseUrl: string;
  /** The customer's access token, if signed in. */
  accessToken: () => string | null;
  errors: Pick<GlobalErrorBus, 'publish'>;
  /** Forget the session and start over signed out; `reason` is what the shopper is told. */
  endSession: (reason: ApiError) => void;
  /** How long a call waits for an answer before it fails as a timeout (GATEWAY_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How long a call may wait for the gateway. A gateway that never answers would otherwise
 * leave a 'Simpan' disabled and a skeleton shimmering forever; after this the call fails
 * like a lost connection, with its own message, and can be tried again.
 */
const GATEWAY_TIMEOUT_MS = 20_000;

/** By name: the DOMException may come from another realm (Node's fetch under jsdom). */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An empty body (no data) or JSON, as openapi-fetch parses it. */
async function isReadableBody(response: Response): Promise<boolean> {
  if (response.status === 204 || response.body === null) return true;
  const text = await response.clone().text();
  if (text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The gateway middleware: bearer token, failures turned into thrown ApiErrors, the global
 * error dialog and the end of an expired session.
 */
function gatewayMiddleware({ accessToken, errors, endSession }: ApiClientDeps): Middleware {
  const callerHandled = new WeakSet<Request>();
  /** The customer token each request went out with. */
  const sentWithToken = new WeakMap<Request, string>();
  let endedToken: string | null = null;

  const report = (request: Request, error: ApiError) => {
    if (!callerHandled.has(request)) errors.publish(error);
  };

  return {
    onRequest({ request }) {
      if (request.headers.get(ERROR_DISPLAY_HEADER) === 'caller') callerHandled.add(request);
      request.headers.delete(ERROR_DISPLAY_HEADER);
      // A call may bring its own token (Google login uses the client token).
      const token = accessToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
        sentWithToken.set(request, token);
      }
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) {
        // A proxy's error page (status 200, HTML) or a body cut short would otherwise throw
        // a bare SyntaxError from openapi-fetch's parsing: no words, no dialog.
        if (await isReadableBody(response)) return undefined;
        const error = malformedAnswer(response.status);
        report(request, error);
        throw error;
      }
      const error = apiErrorFromResponse(
        response.status,
        await readErrorBody(response),
        response.statusText,
        response.headers,
      );
      // Only a rejected customer token means the session is over. A 401 without one (a
      // wrong password at the token endpoint, a gateway that wants a client token) must not
      // reload the page: on the home page that would reload forever.
      const sentToken = sentWithToken.get(request);
      if (response.status === 401 && sentToken !== undefined) {
        // A 401 for a token the shopper no longer holds (a call sent before logging out and
        // in again, in this tab or another) says nothing about the session now: only the
        // current token's refusal ends it, and only once.
        if (sentToken === accessToken() && endedToken !== sentToken) {
          endedToken = sentToken;
          endSession(error);
        }
      } else {
        report(request, error);
      }
      throw error;
    },
    onError({ request, error }) {
      if (isAbort(error)) return undefined;
      // A read that failed is only a failure; a change may have been carried out.
      const failure = networkError(error, { sent: request.method !== 'GET' });
      report(request, failure);
      return failure;
    },
  };
}

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
