import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * The payment provider's sandbox beside `npm run mock:server`, so that a production build
 * pays the way a deployment with Midtrans's sandbox does (VITE_PAYMENT_CLIENT_KEY in
 * docs/deployment.md):
 *
 * - `GET /snap/snap.js`: the script the shop loads (mocks/payment/sandboxSnap.ts); its
 *   `snap.pay` opens the payment page in an iframe over the shop.
 * - `GET /snap/pay/:token?parent=<shop origin>`: that page, the demo's payment dialog
 *   (mocks/payment/sandboxPage.ts) on the provider's origin, framable by the shop's origins
 *   only; it settles the order through the mock provider's `/mock-payment/:token` and
 *   tells the shop how it ended.
 *
 * Both scripts are built from their TypeScript the first time they are asked for (a second
 * or two, once per server), so a server nobody pays on never builds them.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPTS = { 'snap.js': 'sandboxSnap', 'assets/payment.js': 'sandboxPage' } as const;
type Entry = (typeof SCRIPTS)[keyof typeof SCRIPTS];

interface Bundle {
  js: string;
  css: string;
}

interface BuildOutput {
  output: { type: string; fileName: string; code?: string; source?: string | Uint8Array }[];
}

const bundles = new Map<Entry, Promise<Bundle>>();

async function bundle(entry: Entry): Promise<Bundle> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
    build: {
      write: false,
      minify: false,
      cssCodeSplit: false,
      lib: {
        entry: `${root}mocks/payment/${entry}.ts`,
        formats: ['iife'],
        name: entry,
        fileName: () => `${entry}.js`,
        cssFileName: entry,
      },
    },
  })) as BuildOutput | BuildOutput[];
  const files = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const text = (suffix: string) => {
    const file = files.find((f) => f.fileName.endsWith(suffix));
    const content = file?.code ?? file?.source ?? '';
    return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  };
  return { js: text('.js'), css: text('.css') };
}

function bundled(entry: Entry): Promise<Bundle> {
  let pending = bundles.get(entry);
  if (!pending) {
    pending = bundle(entry);
    // A failed build is tried again on the next request.
    pending.catch(() => bundles.delete(entry));
    bundles.set(entry, pending);
  }
  return pending;
}

const paymentPage = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pembayaran demo</title>
<link rel="stylesheet" href="/snap/assets/payment.css">
<script defer src="/snap/assets/payment.js"></script>
</head>
<body></body>
</html>
`;

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': `${contentType}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...headers,
  });
  response.end(body);
}

/** Answers a sandbox request and says true, or says false for any other path. */
export async function handleSandboxPayment(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: readonly string[],
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET' || !url.pathname.startsWith('/snap/')) return false;
  const path = url.pathname.slice('/snap/'.length);
  try {
    if (path in SCRIPTS) {
      const { js } = await bundled(SCRIPTS[path as keyof typeof SCRIPTS]);
      send(response, 200, 'text/javascript', js);
    } else if (path === 'assets/payment.css') {
      send(response, 200, 'text/css', (await bundled('sandboxPage')).css);
    } else if (/^pay\/[^/]+$/.test(path)) {
      const parent = url.searchParams.get('parent') ?? '';
      if (!allowedOrigins.includes(parent)) {
        send(response, 403, 'text/plain', 'Halaman pembayaran ini bukan untuk situs itu.');
        return true;
      }
      send(response, 200, 'text/html', paymentPage, {
        // Its own scripts and styles, its calls to the provider, and framed by the shop only.
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${allowedOrigins.join(' ')}`,
      });
    } else {
      send(response, 404, 'text/plain', 'Tidak ada.');
    }
  } catch (error) {
    console.error('[mock server] sandbox payment', url.pathname, error);
    send(response, 500, 'text/plain', 'Sandbox pembayaran gagal dimuat.');
  }
  return true;
}
