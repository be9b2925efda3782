import { delay, type HttpHandler, http, type PathParams } from 'msw';
import { createOpenApiHttp, type ResponseResolver } from 'openapi-msw';
import type { paths } from '@/api/schema';
import { saveDatabase } from '../store/persistence';
import { GatewayError, serverError } from './errors';
import { lateAnswerFor } from './faults';
import { idempotently } from './idempotency';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A path of the contract that has the method, as gateway.yaml writes it: `/api/Product/{code}`. */
type GatewayPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never;
}[keyof paths];

/** What a gateway handler gets: params, query, request body and response typed by the contract. */
export type GatewayResolver<M extends Method, P extends GatewayPath<M>> = ResponseResolver<
  paths,
  P,
  M
>;

/** What a handler of ours answers: a response, or nothing to let the request through. */
type Answer = Response | undefined;

/** The resolver's argument, for helpers that answer on a route's behalf. */
export type GatewayInfo<M extends Method, P extends GatewayPath<M>> = Parameters<
  GatewayResolver<M, P>
>[0];

interface RouteOptions {
  /** Saves the database after a successful call; on by default for everything but GET. */
  mutates?: boolean;
  /**
   * A creating call: carried out once per customer and Idempotency-Key (./idempotency), so
   * a retry after a lost answer gets the first answer instead of a second record.
   */
  idempotent?: boolean;
}

// `*` before the path: the API base URL is configuration, so a route matches on any origin.
const gateway = createOpenApiHttp<paths>({ baseUrl: '*' });

/**
 * Turns a thrown GatewayError into its response and any other exception into a 500 with the
 * gateway's error body, and persists the database after a successful change so a reload
 * finds it.
 */
async function guarded(
  label: string,
  answer: () => Answer | Promise<Answer>,
  mutates: boolean,
): Promise<Answer> {
  try {
    const response = await answer();
    if (mutates && response && response.status < 400) await saveDatabase();
    return response;
  } catch (error) {
    if (error instanceof GatewayError) return error.response;
    console.error(`[mock gateway] ${label} crashed`, error);
    return serverError('Terjadi kesalahan tak terduga di gateway. Coba lagi nanti.');
  }
}

/**
 * One gateway endpoint, typed from the contract (src/api/schema.d.ts, generated from
 * gateway.yaml) by openapi-msw: the path must be one of the contract's, with the method;
 * `params` and `query` carry the contract's parameter names, the request body reader
 * (`readJson`) checks its schema against the operation's body, and `response(status).json`
 * takes only a status the operation declares, with that status's body. A handler that
 * drifts from the contract fails `npm run typecheck`.
 */
export function route<M extends Method, P extends GatewayPath<M>>(
  method: M,
  path: P,
  resolver: GatewayResolver<M, P>,
  { mutates = method !== 'get', idempotent = false }: RouteOptions = {},
): HttpHandler {
  const label = `${method.toUpperCase()} ${path}`;
  // The types hold at the call site above; openapi-msw's own generics cannot see that a
  // method picked at run time goes with its path, so the handler is called untyped.
  const handler = gateway[method] as unknown as (
    path: string,
    resolver: (info: Parameters<GatewayResolver<M, P>>[0]) => Promise<Answer>,
  ) => HttpHandler;
  return handler(path, async (info) => {
    const answer = async () => (await resolver(info)) as Answer;
    const response = await guarded(
      label,
      idempotent ? () => idempotently(info.request, answer) : answer,
      mutates,
    );
    // ?mockLateAnswer: carried out (and saved) already; only its answer comes late.
    const late = lateAnswerFor(new URL(info.request.url).pathname);
    if (late > 0) await delay(late);
    return response;
  });
}

interface OffContractInfo<Params> {
  request: Request;
  params: Params;
  /** The request's cookies; in the browser, the page's own cookies for a same-origin file. */
  cookies: Record<string, string>;
}

type OffContractResolver<Params> = (info: OffContractInfo<Params>) => Response | Promise<Response>;

/**
 * A route outside the gateway's contract (the image host, the mock payment provider), with
 * msw's `:name` path parameters and the same error handling as a gateway route; a POST
 * saves the database after it succeeds.
 */
export function offContractRoute<Params extends PathParams<keyof Params>>(
  method: 'get' | 'post',
  path: string,
  resolver: OffContractResolver<Params>,
): HttpHandler {
  return http[method]<Params>(`*${path}`, ({ request, params, cookies }) =>
    guarded(
      `${method.toUpperCase()} ${path}`,
      () => resolver({ request, params, cookies }),
      method === 'post',
    ),
  );
}

/** A file of the image host, outside the gateway's contract. */
export function fileRoute<Params extends PathParams<keyof Params>>(
  path: string,
  resolver: (info: OffContractInfo<Params>) => Response,
): HttpHandler {
  return offContractRoute<Params>('get', path, resolver);
}
