import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDatabase } from '../mocks/db';
import { NO_FAULTS, setFaultSettings } from '../mocks/http/faults';
import { server } from '../mocks/node';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Every test starts from the seed, with no latency or failures switched on.
beforeEach(async () => {
  await resetDatabase();
  await setFaultSettings(NO_FAULTS);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
