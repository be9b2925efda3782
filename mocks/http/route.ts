import { type DefaultBodyType, type HttpHandler, http, type PathParams } from 'msw';
import { saveDatabase } from '../store/persistence';
import { GatewayError, serverError } from './errors';

export interface RouteContext<Params extends PathParams> {
  request: Request;
  params: Params;
}

type Resolver<Params extends PathParams> = (
  context: RouteContext<Params>,
) => Response | Promise<Response>;

type Method = 'get' | 'post' | 'put' | 'delete';

interface RouteOptions {
  /** Saves the database after a successful call; on by default for everything but GET. */
  mutates?: boolean;
}

/**
 * One gateway endpoint. Matches the path on any origin (the API base URL is configuration),
 * turns a thrown GatewayError into its response and any other exception into a 500 with the
 * gateway's error body, and persists the database after a successful change so a reload
 * finds it.
 */
export function route<Params extends PathParams<keyof Params> = PathParams>(
  method: Method,
  path: string,
  resolver: Resolver<Params>,
  { mutates = method !== 'get' }: RouteOptions = {},
): HttpHandler {
  return http[method]<Params, DefaultBodyType, DefaultBodyType>(
    `*${path}`,
    async ({ request, params }) => {
      try {
        const response = await resolver({ request, params });
        if (mutates && response.status < 400) await saveDatabase();
        return response;
      } catch (error) {
        if (error instanceof GatewayError) return error.response;
        console.error(`[mock gateway] ${method.toUpperCase()} ${path} crashed`, error);
        return serverError('Terjadi kesalahan tak terduga di gateway. Coba lagi nanti.');
      }
    },
  );
}
