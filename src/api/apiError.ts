// What a failed gateway call is (ApiError) and how each kind of failure is made into one,
// with SPEC §8's words for the shopper. Who shows it: globalErrors.ts; a screen's own words
// for it: failureReason.ts. Everyone imports these through errors.ts.

import { CANNOT_CONNECT, CHECK_CONNECTION } from '@/lib/connectionTexts';

/** SPEC §8, word for word (the 500 text really has two spaces after the comma). */
export const ERROR_TEXTS = {
  title: 'Error!',
  unauthorized: 'Unauthorized access. Please log in.',
  forbidden: 'Forbidden. You do not have access.',
  serverError: 'Ooops,  Something went wrong. Please try again later.',
  offline: CANNOT_CONNECT,
  timeout: `Server tidak menjawab tepat waktu. ${CHECK_CONNECTION}`,
  malformed: 'Data dari server tidak dapat dibaca. Silakan coba lagi nanti.',
  tooManyRequests: 'Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.',
} as const;

/** Status of failures that never got an HTTP answer (offline, DNS, CORS). */
export const NETWORK_FAILURE_STATUS = 0;

interface ApiErrorFields {
  status: number;
  error: string;
  description: string;
  userMessage: string;
  outcomeUnknown?: boolean;
  retryAfterSeconds?: number | null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or NETWORK_FAILURE_STATUS when the server was not reached. */
  readonly status: number;
  /** The gateway's machine-readable `error`. */
  readonly error: string;
  /** The gateway's `error_description`. */
  readonly description: string;
  /** What a shopper is told. */
  readonly userMessage: string;
  /**
   * A call that changes the gateway was sent and its answer never came (timeout, dropped
   * connection): it may have been carried out (isAnswerLost).
   */
  readonly outcomeUnknown: boolean;
  /**
   * A 429's `Retry-After`, in seconds: when the gateway takes the request again. Null when it
   * did not say (or, across origins, did not expose the header).
   */
  readonly retryAfterSeconds: number | null;

  constructor(
    {
      status,
      error,
      description,
      userMessage,
      outcomeUnknown = false,
      retryAfterSeconds = null,
    }: ApiErrorFields,
    options?: ErrorOptions,
  ) {
    super(`${status} ${error}: ${description}`, options);
    this.status = status;
    this.error = error;
    this.description = description;
    this.userMessage = userMessage;
    this.outcomeUnknown = outcomeUnknown;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The shopper-facing text for an HTTP failure, as SPEC §8 lists them. */
export function userMessageFor(
  status: number,
  error: string,
  description: string,
  statusText = '',
): string {
  switch (status) {
    case 401:
      return ERROR_TEXTS.unauthorized;
    case 403:
      return ERROR_TEXTS.forbidden;
    case 429:
      // The gateway's own words say how long to wait; without them, the shop's.
      return description.trim() || ERROR_TEXTS.tooManyRequests;
    case 500:
      return ERROR_TEXTS.serverError;
    case 400:
      return [error, description].filter(Boolean).join(' ') || `Error 400: ${statusText}`.trim();
    default:
      return `Error ${status}: ${description || error || statusText}`.trim();
  }
}

/** `Retry-After` in seconds (a whole number; the HTTP-date form is not used by the gateway). */
function retryAfterOf(headers: Headers | undefined): number | null {
  const value = headers?.get('retry-after')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * An ApiError from a non-2xx answer; `body` is whatever the server sent (parsed JSON or
 * text), `headers` the answer's (a 429's Retry-After).
 */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  statusText = '',
  headers?: Headers,
): ApiError {
  const error = field(body, 'error');
  const description = field(body, 'error_description');
  return new ApiError({
    status,
    error,
    description,
    userMessage: userMessageFor(status, error, description, statusText),
    retryAfterSeconds: status === 429 ? retryAfterOf(headers) : null,
  });
}

/** A failure without an answer; `sent` says a call that changes the gateway went out. */
export function networkError(cause: unknown, { sent = false }: { sent?: boolean } = {}): ApiError {
  const timedOut =
    typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
  return new ApiError(
    {
      status: NETWORK_FAILURE_STATUS,
      error: timedOut ? 'timeout' : 'network_error',
      description: cause instanceof Error ? cause.message : String(cause),
      userMessage: timedOut ? ERROR_TEXTS.timeout : ERROR_TEXTS.offline,
      outcomeUnknown: sent,
    },
    { cause },
  );
}

/** A successful status whose body the shop cannot read (not JSON, or not the expected shape). */
export function malformedAnswer(status: number, description = 'the body is not JSON'): ApiError {
  return new ApiError({
    status,
    error: 'invalid_response',
    description,
    userMessage: ERROR_TEXTS.malformed,
  });
}

/** Anything a loader threw, as an ApiError a screen can show (a bug is logged, not hidden). */
export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  console.error(cause);
  return new ApiError(
    {
      status: 500,
      error: 'client_error',
      description: cause instanceof Error ? cause.message : String(cause),
      userMessage: ERROR_TEXTS.serverError,
    },
    { cause },
  );
}
