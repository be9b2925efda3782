import { createServer, type Server } from 'node:http';
import { handlers } from '../handlers';
import { restoreDatabase } from '../store/lifecycle';
import { fileStore } from './fileStore';
import { mockHttpListener } from './http';

export interface MockServerOptions {
  port: number;
  /** The JSON file the database lives in between restarts. */
  stateFile: string;
  allowedOrigins: readonly string[];
}

/**
 * `npm run mock:server`: the browser mock's handlers and database over HTTP on 127.0.0.1,
 * for the production build (VITE_API_BASE_URL) and for measuring it as deployed.
 */
export async function startMockServer(options: MockServerOptions): Promise<Server> {
  const started = await restoreDatabase(fileStore(options.stateFile));
  const server = createServer(
    mockHttpListener({ handlers, allowedOrigins: options.allowedOrigins }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  console.info(
    `[mock server] http://127.0.0.1:${options.port} (${started === 'restored' ? 'state from' : 'seeded, saving to'} ${options.stateFile})`,
  );
  return server;
}
