// msw 3 unregisters its worker as a page closes (its source's dispose) and asks an existing
// registration to update as the next page starts: on a reload the two race.
/**
 * msw asks an existing registration of its worker to update and does not wait for the answer.
 * On a quick navigation the page before this one may have been the worker's last client: the
 * worker unregisters itself as that page closes, and the update then rejects ('Failed to
 * update a ServiceWorker ... Not found') with nobody listening, an uncaught error on a page
 * that works (the worker still controls it, and the next page registers it afresh). The
 * registration objects are the ones msw is handed, so the failure is handled here.
 */
export async function catchWorkerUpdateFailures(workerUrl: string): Promise<void> {
  const scriptUrl = new URL(workerUrl, window.location.href).href;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const workers = [registration.active, registration.waiting, registration.installing];
    if (!workers.some((worker) => worker?.scriptURL === scriptUrl)) continue;
    const update = registration.update.bind(registration);
    registration.update = () => {
      const updating = update();
      updating.catch((error: unknown) => console.info('[demo] mock worker not updated', error));
      return updating;
    };
  }
}
