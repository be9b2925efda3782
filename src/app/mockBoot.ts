// The only production module allowed to reach into mocks/: it is loaded by a dynamic
// import that exists only when VITE_USE_MOCKS is on.
export async function startMockBackend(): Promise<void> {
  const { worker } = await import('@mocks/browser');
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
