import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchWorkerUpdateFailures } from './workerUpdate';

const WORKER = 'http://localhost:3000/demo-worker.js';

/** A registration of `scriptURL` whose update rejects as a worker gone meanwhile does. */
function goneRegistration(scriptURL: string) {
  return {
    active: { scriptURL },
    waiting: null,
    installing: null,
    update: vi.fn(() => Promise.reject(new DOMException('Not found', 'InvalidStateError'))),
  };
}

function withRegistrations(registrations: unknown[]) {
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistrations: async () => registrations },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The race cannot be set up in a browser on purpose (msw unregisters before the next page asks
// in every reload Playwright makes), so the rule is held here: an update msw starts and never
// awaits rejects handled, not as an uncaught error (Vitest fails a run on one).
describe('catchWorkerUpdateFailures', () => {
  it("handles the rejected update of the mock worker's registration", async () => {
    const mock = goneRegistration(WORKER);
    withRegistrations([mock]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await catchWorkerUpdateFailures('/demo-worker.js');
    // What msw does: start the update and walk away.
    const updating = (mock as unknown as ServiceWorkerRegistration).update();
    await expect(updating).rejects.toThrow('Not found');
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith('[demo] mock worker not updated', expect.any(DOMException)),
    );
    info.mockRestore();
  });

  it("leaves another worker's registration as it is", async () => {
    const other = goneRegistration('http://localhost:3000/sw.js');
    const update = other.update;
    withRegistrations([other]);
    await catchWorkerUpdateFailures('/demo-worker.js');
    expect(other.update).toBe(update);
  });
});
