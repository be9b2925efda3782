import { HttpResponse } from 'msw';
import type { components } from '@/api/schema';

export type ErrorBody = components['schemas']['Error'];

/** Every gateway error, whatever its status, is `{error, error_description}`. */
export function errorResponse(status: number, error: string, description: string): Response {
  return HttpResponse.json<ErrorBody>({ error, error_description: description }, { status });
}

export const badRequest = (description: string, error = 'invalid_request') =>
  errorResponse(400, error, description);

export const unauthorized = (description: string) =>
  errorResponse(401, 'invalid_token', description);

export const forbidden = (description: string) => errorResponse(403, 'forbidden', description);

export const notFound = (description: string) => errorResponse(404, 'not_found', description);

export const conflict = (description: string) => errorResponse(409, 'conflict', description);

export const payloadTooLarge = (description: string) =>
  errorResponse(413, 'payload_too_large', description);

export const unsupportedMediaType = (description: string) =>
  errorResponse(415, 'unsupported_media_type', description);

export const unprocessable = (description: string, error: string) =>
  errorResponse(422, error, description);

/** Too many attempts: Retry-After says in seconds when the caller may try again. */
function tooManyRequests(description: string, retryAfterSeconds: number): Response {
  const response = errorResponse(429, 'too_many_requests', description);
  response.headers.set('Retry-After', String(retryAfterSeconds));
  return response;
}

/**
 * A throttled call (mocks/domain/throttle.ts): the reason, then the wait in whole minutes,
 * rounded up: 'Terlalu banyak … Coba lagi dalam 15 menit.'
 */
export const throttled = (reason: string, retryAfterSeconds: number) =>
  tooManyRequests(
    `${reason} Coba lagi dalam ${Math.ceil(retryAfterSeconds / 60)} menit.`,
    retryAfterSeconds,
  );

export const serverError = (description: string) => errorResponse(500, 'server_error', description);

/**
 * Lets validation code stop at the first problem with a ready response: handlers catch it
 * at one place (the route wrapper) instead of threading `Response | T` through every helper.
 */
export class GatewayError extends Error {
  constructor(readonly response: Response) {
    super(`gateway error ${response.status}`);
  }
}

export function fail(response: Response): never {
  throw new GatewayError(response);
}
