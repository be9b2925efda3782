import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDevControls } from '../devtools/controls';
import { isJsonContentType } from '../http/body';
import {
  BODY_TOO_LARGE_TEXT,
  BodyTooLarge,
  isLoopbackHost,
  isLoopbackOrigin,
  readLimitedBody,
} from './requestChecks';

/**
 * The e2e journeys' hold on `npm run mock:server` when they run on the production build
 * (playwright.config.ts, project `http`): what the demo does through its dev panel and a
 * fresh browser database per test. Only `MOCK_TEST_CONTROLS=1` (scripts/mock-server.mjs)
 * turns these paths on; no build and no default run of the server has them.
 *
 * - `POST /__test/reset`: back to the seed, dated from now (every test starts there).
 * - `GET /__test/mail`: the mail the gateway has sent, newest first (activation links).
 * - `POST /__test/product-price` `{code, price}`: the shop's staff changes a price.
 *
 * Called by the test runner (Node), never by a page: no CORS. They answer 403 to a request
 * whose Host is not this machine's loopback (a DNS-rebound name) or whose Origin is another
 * site's page; a body must be JSON (415 otherwise) of at most 1 MB (413).
 */
const TEST_CONTROLS_PATH = '/__test';

const controls = createDevControls();

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  if (!isJsonContentType(request.headers['content-type'])) {
    request.resume();
    throw new Refused(415, 'unsupported_media_type', 'Kirim data dalam format JSON.');
  }
  try {
    return JSON.parse((await readLimitedBody(request)).toString('utf8') || 'null');
  } catch (error) {
    if (error instanceof BodyTooLarge)
      throw new Refused(413, 'payload_too_large', BODY_TOO_LARGE_TEXT);
    throw new Refused(400, 'invalid_request', 'Isi permintaan bukan JSON yang valid.');
  }
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Answers a test-control request and says true, or says false for any other path. */
export async function handleTestControl(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  if (!path.startsWith(`${TEST_CONTROLS_PATH}/`)) return false;
  const route = `${request.method} ${path.slice(TEST_CONTROLS_PATH.length)}`;
  if (!isLoopbackHost(request.headers.host) || !isLoopbackOrigin(request.headers.origin)) {
    request.resume();
    answer(response, 403, {
      error: 'forbidden',
      error_description: 'Kontrol uji hanya untuk penguji di mesin ini.',
    });
    return true;
  }
  try {
    if (route === 'POST /reset') {
      await controls.resetData();
      answer(response, 204);
    } else if (route === 'GET /mail') {
      answer(response, 200, controls.mail());
    } else if (route === 'POST /product-price') {
      const { code, price } = (await jsonBody(request)) as { code: string; price: number };
      await controls.setProductPrice(code, price);
      answer(response, 204);
    } else {
      answer(response, 404, { error: 'not_found', error_description: route });
    }
  } catch (error) {
    if (error instanceof Refused) {
      answer(response, error.status, { error: error.error, error_description: error.message });
      return true;
    }
    answer(response, 500, { error: 'server_error', error_description: String(error) });
  }
  return true;
}
