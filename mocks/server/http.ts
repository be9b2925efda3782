import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { gatewaySecurityHeaders } from '../../scripts/securityHeaders.mjs';
import { notFound, payloadTooLarge, serverError } from '../http/errors';
import { SOURCE_HEADER } from '../http/source';
import { BODY_TOO_LARGE_TEXT, BodyTooLarge, readLimitedBody } from './requestChecks';

/**
 * The mock gateway's handlers answering real HTTP: each request becomes a Fetch `Request`,
 * msw picks the handler as the service worker would, and its `Response` is written back.
 * No route has code of its own here; what the browser mock answers, this answers.
 */
export interface MockHttpOptions {
  handlers: RequestHandler[];
  /** Origins (scheme://host:port) whose pages may call with credentials. */
  allowedOrigins: readonly string[];
  /**
   * The server stands behind a proxy of ours (nginx): the client's address is the last one
   * the proxy appended to X-Forwarded-For. Off, the header is ignored (anyone can send it).
   */
  trustProxy?: boolean;
}

// Idempotency-Key: creating calls carry one (gateway.yaml), so a lost answer can be retried safely.
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Headers {
  const headers = new Headers();
  if (origin && allowed.includes(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    // A 429's wait (gateway.yaml): the shop's page reads it to say when to ask again. A
    // creating call answered again under its key: the checkout says the order was made.
    headers.set('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed');
    headers.set('Vary', 'Origin');
  }
  return headers;
}

/** The body, at most 1 MB of it (BodyTooLarge past that). */
async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const body = await readLimitedBody(request);
  return body.length > 0 ? body : undefined;
}

/** Who sent the request, for the rate limits: the connection's address, or the proxy's word. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  if (trustProxy && last) return last;
  return request.socket.remoteAddress ?? 'unknown';
}

function fetchRequest(
  request: IncomingMessage,
  body: Buffer | undefined,
  base: string,
  source: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Set here, never taken from the client: a client naming its own source would dodge every limit.
  headers.set(SOURCE_HEADER, source);
  return new Request(new URL(request.url ?? '/', base), {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function send(target: ServerResponse, response: Response, cors: Headers): Promise<void> {
  const headers = new Headers(response.headers);
  // As a real gateway's: nothing it answers runs, is framed or is sniffed into a script.
  for (const [name, value] of Object.entries(gatewaySecurityHeaders())) headers.set(name, value);
  // Added to, not replaced: an owner-only image varies by cookie too.
  for (const [name, value] of cors)
    if (name === 'vary') headers.append(name, value);
    else headers.set(name, value);
  target.writeHead(response.status, Object.fromEntries(headers));
  target.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export function mockHttpListener({
  handlers,
  allowedOrigins,
  trustProxy = false,
}: MockHttpOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const cors = corsHeaders(request.headers.origin, allowedOrigins);
    if (request.method === 'OPTIONS') {
      cors.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      cors.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      cors.set('Access-Control-Max-Age', '600');
      await send(response, new Response(null, { status: 204 }), cors);
      return;
    }
    try {
      const base = `http://${request.headers.host ?? '127.0.0.1'}`;
      const source = clientAddress(request, trustProxy);
      const fetched = fetchRequest(request, await bodyOf(request), base, source);
      const answer = await getResponse(handlers, fetched);
      await send(response, answer ?? notFound('Alamat ini tidak dikenal gateway.'), cors);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        await send(response, payloadTooLarge(BODY_TOO_LARGE_TEXT), cors);
        return;
      }
      console.error('[mock server]', request.method, request.url, error);
      await send(response, serverError('Terjadi kesalahan di mock server.'), cors);
    }
  };
}
