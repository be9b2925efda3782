// The only production module allowed to reach into mocks/: it is loaded by a dynamic
// import that exists only when VITE_USE_MOCKS is on.
export async function startMockBackend(): Promise<void> {
  const [{ worker }, { restoreDatabase }, faults, { growCatalogueFromQuery }] = await Promise.all([
    import('@mocks/browser'),
    import('@mocks/db'),
    import('@mocks/http/faults'),
    import('@mocks/store/benchCatalogue'),
  ]);
  // The saved database is loaded before the worker answers anything, so the first call
  // after a reload already sees the cart, addresses and orders of the last session.
  await restoreDatabase();
  await growCatalogueFromQuery(window.location.search);
  await faults.restoreFaultSettings();
  const fromQuery = faults.faultSettingsFromQuery(
    window.location.search,
    faults.getFaultSettings(),
  );
  if (fromQuery) await faults.setFaultSettings(fromQuery);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // The panel is not needed for the first paint: it loads after the storefront starts.
  // `?mockPanel=0` leaves it out (screenshots, and the benchmark's size figures).
  if (new URLSearchParams(window.location.search).get('mockPanel') !== '0') void mountDevPanel();
}

async function mountDevPanel(): Promise<void> {
  const [{ createElement }, { createRoot }, { DevPanel }, { createDevControls }] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./DevPanel'),
      import('@mocks/devtools/controls'),
    ]);
  const host = document.createElement('div');
  host.id = 'mock-dev-panel';
  document.body.append(host);
  createRoot(host).render(createElement(DevPanel, { controls: createDevControls() }));
}
