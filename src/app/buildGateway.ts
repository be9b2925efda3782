// Build time only: src/app/prerender.tsx's bundle runs it in Node, and no page imports it. It
// may open the mock (as src/demo/mockBoot.ts does in the browser for a mock build).

export interface BuildGateway {
  /** Where the data comes from, for the build's log. */
  name: string;
  close: () => void;
  /**
   * A picture the mock draws at a path of the page's own origin (`/images/…`), for a mock build
   * to write as a file: its pre-rendered pages ask for their pictures before the mock runs in
   * the browser (or without JavaScript). A real gateway's pictures are on its image host.
   */
  picture?: (path: string) => Promise<Uint8Array | null>;
}

/**
 * Where the build reads the data it renders the pages with: the embedded mock's seed for a
 * mock build (and for `npm run build:http`, whose gateway, the HTTP mock, starts from that
 * seed: PRERENDER_GATEWAY=mock), else the gateway the build is configured for
 * (VITE_API_BASE_URL). `null`: none, so the pages carry skeletons where that data goes.
 */
export async function openBuildGateway(): Promise<BuildGateway | null> {
  if (import.meta.env.VITE_USE_MOCKS === 'true' || process.env.PRERENDER_GATEWAY === 'mock') {
    const [{ server }, { resetDatabase }, { NO_FAULTS, setFaultSettings }] = await Promise.all([
      import('@mocks/node'),
      import('@mocks/db'),
      import('@mocks/http/faults'),
    ]);
    await resetDatabase();
    await setFaultSettings(NO_FAULTS);
    server.listen({ onUnhandledFrame: 'bypass' });
    return {
      name: "the mock gateway's seed",
      close: () => server.close(),
      picture: async (path) => {
        const response = await fetch(new URL(path, 'http://mock-gateway.invalid'));
        return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      },
    };
  }
  const configured = String(import.meta.env.VITE_API_BASE_URL ?? '');
  return configured === '' ? null : { name: `the gateway at ${configured}`, close: () => {} };
}
