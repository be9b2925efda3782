import { createServer, type Server } from 'node:http';
import { handlers } from '../handlers';
import { applyFaultsFromQuery } from '../http/faults';
import { restoreDatabase } from '../store/lifecycle';
import { fileStore } from './fileStore';
import { mockHttpListener } from './http';
import { handleSandboxPayment } from './sandboxPayment';
import { sharedBlendPreviewHandlers } from './sharedBlendPreview';
import { handleTestControl } from './testControls';

export interface MockServerOptions {
  port: number;
  /** The JSON file the database lives in between restarts. */
  stateFile: string;
  allowedOrigins: readonly string[];
  /** The e2e runner's reset, mailbox and price paths (./testControls); off unless asked for. */
  testControls?: boolean;
  /**
   * Fault switches as a page's query gives them (`?mockLateAnswer=/api/Cart:25000`,
   * `?mockLatency=…`), on for as long as the server runs.
   */
  faults?: string;
  /** Behind a proxy of ours: the rate limits take the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
}

/**
 * `npm run mock:server`: the browser mock's handlers and database over HTTP on 127.0.0.1,
 * for the production build (VITE_API_BASE_URL) and for measuring it as deployed.
 */
export async function startMockServer(options: MockServerOptions): Promise<Server> {
  const started = await restoreDatabase(fileStore(options.stateFile));
  if (options.faults) applyFaultsFromQuery(options.faults);
  const gateway = mockHttpListener({
    // The link preview's routes draw in Node: the server's own (./sharedBlendPreview).
    handlers: [...sharedBlendPreviewHandlers, ...handlers],
    allowedOrigins: options.allowedOrigins,
    trustProxy: options.trustProxy,
  });
  const server = createServer(async (request, response) => {
    if (options.testControls && (await handleTestControl(request, response))) return;
    if (await handleSandboxPayment(request, response, options.allowedOrigins)) return;
    await gateway(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  console.info(
    `[mock server] http://127.0.0.1:${options.port} (${started === 'restored' ? 'state from' : 'seeded, saving to'} ${options.stateFile})${options.testControls ? ', with the test controls' : ''}`,
  );
  return server;
}
