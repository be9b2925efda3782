import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { isGatewayPath } from './http/faults';

let caughtUp: Promise<unknown> = Promise.resolve();

/**
 * The page's mock answers no gateway call until `reread` settles: another tab changed the
 * saved database (its sign-in's token), and this tab's copy must know it before the shop asks
 * as that customer, or the token would be refused with a 401. A real gateway is one for every
 * tab: the shop itself waits for nothing.
 */
export function holdAnswersUntil(reread: Promise<unknown>): void {
  caughtUp = reread.catch((error: unknown) => {
    // The mock keeps what it had: the calls that follow say what it does not know.
    console.warn('[mock gateway] the saved database could not be reread', error);
  });
}

const afterCatchingUp = http.all(
  ({ request }) => isGatewayPath(new URL(request.url).pathname),
  async () => {
    await caughtUp;
    return undefined;
  },
);

export const worker = setupWorker(afterCatchingUp, ...handlers);
