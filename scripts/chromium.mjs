// How every tool here starts Debian's Chromium (Playwright e2e, Vitest's story browser, the
// benchmarks, the screenshots): no browser is downloaded, and none of Chromium's own network
// chatter (updates, sync, QUIC probes) adds noise to what is measured or tested.

/** @type {import('./chromium.d.mts').ChromiumLaunchOptions} */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
