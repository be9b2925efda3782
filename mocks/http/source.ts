// Who is asking, for the rate limits (mocks/domain/throttle.ts): over HTTP, the client's
// address, which mocks/server/http.ts writes into this header of every request it hands the
// handlers, replacing whatever the client sent under that name. The in-browser mock (the
// service worker, Vitest, Storybook) has one client, so every request there is one source.

export const SOURCE_HEADER = 'x-mock-client-address';

/** The one source of the in-browser mock. */
const IN_BROWSER_SOURCE = 'browser';

export function sourceOf(request: Request): string {
  return request.headers.get(SOURCE_HEADER) || IN_BROWSER_SOURCE;
}
