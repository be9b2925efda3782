import type { Middleware } from 'openapi-fetch';
import { ERROR_DISPLAY_HEADER } from './callOptions';
import {
  type ApiError,
  apiErrorFromResponse,
  type GlobalErrorBus,
  malformedAnswer,
  networkError,
} from './errors';

// How the client treats every answer: the bearer token out, a failure back as a thrown
// ApiError, told to the shopper by the global error dialog or by the calling screen, and an
// expired session ended once.

/** What the middleware needs of the shop: the session and the error dialog. */
export interface SessionDeps {
  /** The customer's access token, if signed in. */
  accessToken: () => string | null;
  errors: Pick<GlobalErrorBus, 'publish'>;
  /** Forget the session and start over signed out; `reason` is what the shopper is told. */
  endSession: (reason: ApiError) => void;
}

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
export function gatewayMiddleware({ accessToken, errors, endSession }: SessionDeps): Middleware {
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
