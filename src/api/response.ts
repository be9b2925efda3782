import type { z } from 'zod';
import { malformedAnswer } from './errors';

interface ClientResult {
  data?: unknown;
  response: Response;
}

/**
 * The body of a successful call, checked against the shape the screens rely on. A body of
 * another shape becomes an ApiError the screen shows as an error state, instead of an
 * undefined deep in a render. (Failed calls never get here: the middleware throws them.)
 */
export async function parsed<S extends z.ZodType>(
  call: Promise<ClientResult>,
  schema: S,
): Promise<z.output<S>> {
  const { data, response } = await call;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw malformedAnswer(
    response.status,
    result.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; '),
  );
}

/** A creating call's answer, and whether the gateway gave it again for the call's key. */
export interface KeyedAnswer<T> {
  answer: T;
  /**
   * The gateway's `Idempotent-Replayed: true` (gateway.yaml): an earlier send under the same
   * Idempotency-Key was carried out, its answer lost, and this is that answer again; nothing
   * was made now.
   */
  replayed: boolean;
}

/** `parsed`, with whether the gateway replayed the answer of an earlier send under its key. */
export async function keyedAnswer<S extends z.ZodType>(
  call: Promise<ClientResult>,
  schema: S,
): Promise<KeyedAnswer<z.output<S>>> {
  const answer = await parsed(call, schema);
  const { response } = await call;
  return { answer, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
}

/** Waits for a call whose answer carries nothing the app reads. */
export async function completed(call: Promise<ClientResult>): Promise<void> {
  await call;
}
