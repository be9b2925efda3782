import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { gatewaySecurityHeaders } from '../../scripts/securityHeaders.mjs';
import { notFound, serverError } from '../http/errors';

/**
 * The mock gateway's handlers answering real HTTP: each request becomes a Fetch `Request`,
 * msw picks the handler as the service worker would, and its `Response` is written back.
 * No route has code of its own here; what the browser mock answers, this answers.
 */
export interface MockHttpOptions {
  handlers: RequestHandler[];
  /** Origins (scheme://host:port) whose pages may call with credentials. */
  allowedOrigins: readonly string[];
}

// Idempotency-Key: creating calls carry one (gateway.yaml), so a lost answer can be retried safely.
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Headers {
  const headers = new Headers();
  if (origin && allowed.includes(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    // A 429's wait (gateway.yaml): the shop's page reads it to say when to ask again.
    headers.set('Access-Control-Expose-Headers', 'Retry-After');
    headers.set('Vary', 'Origin');
  }
  return headers;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

function fetchRequest(request: IncomingMessage, body: Buffer | undefined, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
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

export function mockHttpListener({ handlers, allowedOrigins }: MockHttpOptions) {
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
      const fetched = fetchRequest(request, await bodyOf(request), base);
      const answer = await getResponse(handlers, fetched);
      await send(response, answer ?? notFound('Alamat ini tidak dikenal gateway.'), cors);
    } catch (error) {
      console.error('[mock server]', request.method, request.url, error);
      await send(response, serverError('Terjadi kesalahan di mock server.'), cors);
    }
  };
}
