// What a call carries besides its own arguments, and how it reaches the gateway middleware.

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
export const ERROR_DISPLAY_HEADER = 'X-Kopi-Error-Display';

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

/** callInit for a call with path parameters (`{alias}`, `{code}`): they go in `params.path`. */
export function pathInit<Path extends Record<string, string>>(path: Path, options?: CallOptions) {
  return { params: { path }, ...callInit(options) };
}
