import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_CUSTOMERS, TEBET } from '../kit/demo';

export { expect };

/**
 * The browser's own line for a gateway call that answered 4xx/5xx ('Failed to load resource:
 * the server responded with a status of 400'). Journeys provoke those on purpose (a wrong
 * password, a failing route); the app's handling of them is what the tests check. A failed
 * load of anything else (a script, an image) is still an error.
 */
function isStatusLine(message: ConsoleMessage): boolean {
  return message.text().startsWith('Failed to load resource: the server responded with a status');
}

function isGatewayStatusLine(message: ConsoleMessage): boolean {
  if (!isStatusLine(message)) return false;
  const { pathname } = new URL(message.location().url || 'about:blank', 'http://127.0.0.1');
  // The gateway's paths (openapi/gateway.yaml): /api/... and the token endpoint.
  return pathname.startsWith('/api/') || pathname === '/connect/token';
}

/**
 * Every spec's `test`: a journey fails on any uncaught error or unhandled rejection in the
 * page, and on any console error, however green its own assertions are.
 */
/**
 * A demo page paints before its mock gateway has started (src/main.tsx). Leaving the page
 * in that moment races the mock's start, so the journeys' page waits until the page says
 * the mock answers (`data-demo-gateway` on <html>) before it goes or reloads. Production
 * pages never say 'starting'.
 */
async function mockSettled(page: Page) {
  try {
    await page.waitForFunction(
      () => document.documentElement.dataset.demoGateway !== 'starting',
      undefined,
      { timeout: 10_000 },
    );
  } catch {
    // A page mid-navigation has no document to ask: its next one is asked next time.
  }
}

/**
 * An init script for every frame: each Content-Security-Policy violation the browser reports
 * goes to the test through the binding `securityPolicyViolations` exposes.
 */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __kopiPolicyViolation?: (text: string) => void })
      .__kopiPolicyViolation;
    report?.(
      `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} on ${event.documentURI} (${event.sourceFile || 'page'}:${event.lineNumber})`,
    );
  });
}

/**
 * Where the journeys' shop runs. The demo projects: the demo build, its mock gateway in the
 * page, a fresh database in every test's fresh browser storage. The `http` project
 * (playwright.config.ts): the production build (`npm run build:http`, `outDir`) served at
 * `origin`, against `npm run mock:server` at `gateway`, started once for the project's
 * worker and reset to the seed before every test.
 */
export interface HttpShopTarget {
  origin: string;
  gateway: string;
  outDir: string;
}

/** The options a project sets (playwright.config.ts). */
export interface ShopOptions {
  /** Null: the demo build. */
  httpShop: HttpShopTarget | null;
}

/**
 * What happens on the shop's side of the gateway, which a customer never does in the page:
 * the mail it sends, a price its staff changes. The demo does both through its dev panel;
 * on the production build the HTTP mock's test controls do (mocks/server/testControls.ts).
 */
export interface BackOffice {
  /** Opens the activation link mailed to `email`, in the page, as a customer would. */
  openActivationLink(page: Page, email: string): Promise<void>;
  /** The 6-digit code last sent to `phone` (WhatsApp or SMS): registering, 'Lupa password?'. */
  codeSentTo(page: Page, phone: string): Promise<string>;
  /** The shop's new price for a product (its default unit). */
  changePrice(page: Page, product: { code: string; name: string }, price: number): Promise<void>;
}

const demoBackOffice: BackOffice = {
  async openActivationLink(page, email) {
    // The mock sends no e-mail: the dev panel's mailbox holds the activation link.
    await page.getByRole('button', { name: 'Panel dev' }).click();
    await page.getByRole('link', { name: `Aktifkan akun ${email}` }).click();
  },
  async codeSentTo(page, phone) {
    // The mock sends no WhatsApp or SMS: the dev panel's mailbox holds the message, newest first.
    await page.getByRole('button', { name: 'Panel dev' }).click();
    const panel = page.getByRole('region', { name: 'Panel dev: mock gateway' });
    const message = panel
      .getByRole('listitem')
      .filter({ hasText: `Untuk ${phone}` })
      .filter({ hasText: /Kopi Nusantara kamu: \d{6}\./ })
      .first();
    const code = /kamu: (\d{6})\./.exec((await message.textContent()) ?? '')?.[1];
    await panel.getByRole('button', { name: 'Tutup' }).click();
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  },
  async changePrice(page, { code, name }, price) {
    await page.getByRole('button', { name: 'Panel dev' }).click();
    const panel = page.getByRole('region', { name: 'Panel dev: mock gateway' });
    await panel.getByRole('button', { name: 'Pilih produk Produk' }).click();
    await page.getByRole('option', { name: `${name} (${code})` }).click();
    await panel.getByRole('textbox', { name: 'Harga baru (Rp)' }).fill(String(price));
    await panel.getByRole('button', { name: 'Ubah harga produk' }).click();
    await expect(panel.getByRole('list', { name: 'Produk yang diubah' })).toContainText(name);
    await panel.getByRole('button', { name: 'Tutup' }).click();
  },
};

async function testControl(gateway: string, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${gateway}/__test${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function httpBackOffice(gateway: string): BackOffice {
  return {
    async openActivationLink(page, email) {
      const mail = (await (await testControl(gateway, '/mail')).json()) as {
        to: string;
        link: string | null;
      }[];
      const link = mail.find((m) => m.to === email && m.link)?.link;
      if (!link) throw new Error(`no activation mail to ${email}`);
      // The mail's link is a path of the shop, opened as a click in the mail would.
      await page.goto(link);
    },
    codeSentTo: (_page, phone) => codeSentTo(gateway, phone),
    async changePrice(_page, { code }, price) {
      await testControl(gateway, '/product-price', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, price }),
      });
    },
  };
}

/**
 * The 6-digit code the HTTP mock last sent to `phone` ('Lupa password?', registering): the
 * WhatsApp or SMS a real gateway would send, read from its outbox (newest first) through the
 * test controls.
 */
export async function codeSentTo(gateway: string, phone: string): Promise<string> {
  const mail = (await (await testControl(gateway, '/mail')).json()) as {
    to: string;
    body: string;
  }[];
  const code = /\b\d{6}\b/.exec(mail.find((m) => m.to === phone)?.body ?? '')?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/**
 * `npm run mock:server` on the gateway's port, its state in `stateFile`, answering `origin`'s
 * pages (CORS); `testControls`: the e2e runner's reset and mailbox paths.
 */
export function startHttpMock(
  gateway: string,
  {
    origin,
    stateFile,
    testControls = false,
  }: { origin: string; stateFile: string; testControls?: boolean },
) {
  return startServer('node', ['scripts/mock-server.mjs'], `${gateway}/api/Category`, {
    MOCK_PORT: new URL(gateway).port,
    MOCK_STATE_FILE: stateFile,
    MOCK_ALLOWED_ORIGINS: origin,
    MOCK_TEST_CONTROLS: testControls ? '1' : '0',
  });
}

/**
 * `vite preview` of the build in `outDir` at `origin`, under that build's security headers;
 * with `config`, a Vite config of its own on top of the shop's (previewWithoutGateway).
 */
export function previewBuild(outDir: string, origin: string, config?: string) {
  return startServer(
    'node_modules/.bin/vite',
    [
      'preview',
      ...(config ? ['--config', config] : []),
      '--strictPort',
      '--port',
      new URL(origin).port,
      '--outDir',
      outDir,
    ],
    origin,
  );
}

/**
 * `vite preview` of a production build in `outDir` at `origin` whose gateway is down: every
 * /api call answers 503 from the server (gatewayDown.vite.config.ts), as a deployment's proxy
 * does while the gateway is away. Not a Playwright route: the build's service worker passes
 * calls on itself, and those should meet the gateway's answer where they would in life.
 */
export function previewWithoutGateway(outDir: string, origin: string) {
  return previewBuild(outDir, origin, 'tests/e2e/gatewayDown.vite.config.ts');
}

/** The `http` project's servers, once per worker; the demo projects' preview is the config's. */
async function serveProductionShop({ origin, gateway, outDir }: HttpShopTarget) {
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`${outDir}/ has no build: run \`npm run build:http\` first`);
  const stateDir = mkdtempSync(join(tmpdir(), 'kopi-http-project-'));
  const mock = await startHttpMock(gateway, {
    origin,
    stateFile: join(stateDir, 'state.json'),
    testControls: true,
  });
  const shop = await previewBuild(outDir, origin);
  return async () => {
    await shop.stop();
    await mock.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}

export const test = base.extend<
  {
    /** The gateway's base URL as the page calls it: the shop's origin in the demo. */
    gateway: string;
    backOffice: BackOffice;
    /**
     * The payment page checkout opens: the demo's dialog in the page, or the same dialog on
     * the HTTP mock's sandbox page, in the iframe its snap.js opens over the shop.
     */
    paymentPage: Locator;
    /** The seed again before each test, as the demo's fresh browser storage gives it. */
    freshGateway: undefined;
    failOnPageErrors: undefined;
    /**
     * The page's CSP violations so far. Each test fails on any (the servers send the policy,
     * scripts/securityHeaders.mjs); a test that provokes one on purpose takes it out with
     * `splice`.
     */
    securityPolicyViolations: string[];
    /** Errors a test provokes on purpose (a screen's code that fails to download). */
    expectedPageErrors: RegExp[];
    /**
     * The browser's answer to the analytics notice before the test starts: 'denied' by
     * default, so the notice stays out of every other journey's way; null for a first visit.
     */
    analyticsConsent: 'granted' | 'denied' | null;
    answeredConsent: undefined;
  },
  ShopOptions & { productionShop: undefined }
>({
  httpShop: [null, { option: true, scope: 'worker' }],
  productionShop: [
    async ({ httpShop }, use) => {
      if (!httpShop) return use(undefined);
      const stop = await serveProductionShop(httpShop);
      await use(undefined);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  gateway: async ({ httpShop, baseURL }, use) => use(httpShop?.gateway ?? baseURL ?? ''),
  backOffice: async ({ httpShop }, use) =>
    use(httpShop ? httpBackOffice(httpShop.gateway) : demoBackOffice),
  paymentPage: async ({ page, httpShop }, use) => {
    const where = httpShop ? page.frameLocator('iframe[title="Halaman pembayaran"]') : page;
    await use(where.getByRole('dialog', { name: 'Pembayaran demo' }));
  },
  freshGateway: [
    async ({ httpShop }, use) => {
      if (httpShop) await testControl(httpShop.gateway, '/reset', { method: 'POST' });
      await use(undefined);
    },
    { auto: true },
  ],
  expectedPageErrors: [[], { option: true }],
  analyticsConsent: ['denied', { option: true }],
  answeredConsent: [
    async ({ context, analyticsConsent }, use) => {
      if (analyticsConsent !== null) {
        await context.addInitScript((choice) => {
          // The notice's stored answer (src/features/analytics/consent.ts), unless given already.
          try {
            if (localStorage.getItem('analyticsConsent') === null)
              localStorage.setItem('analyticsConsent', JSON.stringify({ version: 1, choice }));
          } catch {
            // A page without storage (about:blank, a sandboxed frame) has no notice either.
          }
        }, analyticsConsent);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A pre-rendered page is there to see before its script has come (it is asked for after
    // the first paint): a press on it does nothing until the app has taken it over. A person
    // reads first; a test waits for that, except where it holds the script on purpose
    // (waitUntil 'commit') or runs without JavaScript.
    const interactive = async (waitUntil: string | undefined) => {
      if (javaScriptEnabled === false || waitUntil === 'commit') return;
      await page.waitForFunction(
        () => {
          const shown = document.getElementById('root')?.firstElementChild;
          return !shown || Object.keys(shown).some((key) => key.startsWith('__reactFiber'));
        },
        undefined,
        { timeout: 15_000 },
      );
    };
    page.goto = async (url, options) => {
      await mockSettled(page);
      const response = await goto(url, options);
      await interactive(options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      await mockSettled(page);
      const response = await reload(options);
      await interactive(options?.waitUntil);
      return response;
    };
    await use(page);
  },
  failOnPageErrors: [
    async ({ context, expectedPageErrors }, use) => {
      const errors: string[] = [];
      // A page answered 404 by its host (an address with no page, issue 24: scripts/hostRoutes.mjs)
      // still shows the shop, and a picture the host does not have shows the picture's
      // stand-in: the browser's line for that status is not the page's error. (A missing
      // script or chunk still is.)
      const notFoundPages = new Set<string>();
      context.on('response', (response) => {
        const request = response.request();
        if (
          response.status() === 404 &&
          (request.isNavigationRequest() || request.resourceType() === 'image')
        )
          notFoundPages.add(response.url());
      });
      context.on('weberror', (error) =>
        errors.push(`uncaught: ${error.error().message} (on ${error.page()?.url() ?? 'no page'})`),
      );
      context.on('console', (message) => {
        // A CSP refusal is counted once, by `securityPolicyViolations`.
        if (
          message.type() === 'error' &&
          !isGatewayStatusLine(message) &&
          !(isStatusLine(message) && notFoundPages.has(message.location().url)) &&
          !message.text().includes('violates the following Content Security Policy directive')
        )
          errors.push(`console.error: ${message.text()}`);
      });
      await use(undefined);
      const unexpected = errors.filter((e) => !expectedPageErrors.some((known) => known.test(e)));
      expect(unexpected, 'uncaught errors and console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  securityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__kopiPolicyViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(reportPolicyViolations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The mock gateway's demo customers (README), shared with the stories. */
export const DEMO = DEMO_CUSTOMERS;

/**
 * The pages the build pre-renders (src/app/prerender.tsx PRERENDERED_PAGES) and the level-1
 * heading each shows, for the specs that open them all.
 */
export const PRERENDERED_PAGES = [
  ['/', 'Blend Kopimu Sendiri'],
  ['/products', 'Produk yang harus kamu coba!'],
  ['/blogs', 'Kenali produk kami lebih jauh'],
  ['/custom-blend/introduction', 'Buat Blend Kopi Kamu'],
  ['/partnership', 'Partnership'],
  ['/login', 'Login'],
  ['/register', 'Daftar'],
] as const;

/**
 * Waits until the demo page says its mock gateway answers (`data-demo-gateway` on <html>, set by
 * src/main.tsx): a pre-rendered page shows its content before that, so content is no sign.
 */
export async function expectMockAnswers(page: Page) {
  await expect(page.locator('html[data-demo-gateway="ready"]')).toBeAttached();
}

/** Opens `path` and waits for the page whose level-1 heading is `heading` to show. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Proves `phone` on the registering forms as a person does: 'Kirim kode', the notice that a
 * code went to it, and the code read from the WhatsApp or SMS (the back office's outbox).
 */
export async function provePhone(page: Page, backOffice: BackOffice, phone: string) {
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Jika nomor ${phone} belum terdaftar, kode 6 angka sudah kami kirim`,
  );
  const code = await backOffice.codeSentTo(page, phone);
  await page.getByRole('textbox', { name: 'Kode verifikasi' }).fill(code);
}

/** Waits until the shop's worker at `origin` controls the page (it registers once idle). */
export async function underTheWorker(page: Page, origin: string) {
  await turnAway(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 15_000,
    })
    .toBe(`${origin}/sw.js`);
}

/**
 * The shopper turns to another app for a moment: the page is hidden, so the shop's worker is
 * registered at once rather than seconds after load (src/app/pwa/startShopWorker.ts).
 */
export async function turnAway(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * axe on the page as a person sees it once it has settled; any violation that stays fails
 * with its rule ids. A page still settling (data arriving, a button fading from its disabled
 * look) is asked again for a few seconds: a colour mid-transition is not what a person reads.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(async () => {
    // Endless animations (a spinner, a skeleton's shimmer) are ignored.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  }).toPass({ timeout: 20_000 });
  // Counted in the e2e summary (summaryReporter.ts).
  test.info().annotations.push({ type: 'axe', description: new URL(page.url()).pathname });
}

/**
 * Signs in the way a customer does: the login form, its welcome, then the profile (or the
 * page the login was asked to go on to). Starts at /login unless the page is already there.
 */
export async function logIn(
  page: Page,
  who: keyof typeof DEMO,
  { landsOn = '/main/profile' }: { landsOn?: string } = {},
) {
  const onLogin = page.url().startsWith('http') && new URL(page.url()).pathname === '/login';
  if (!onLogin) await page.goto('/login');
  await page.getByRole('textbox', { name: 'No. Telp', exact: true }).fill(DEMO[who].phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const welcome = page.getByRole('alertdialog', { name: 'Selamat datang kembali!' });
  await welcome.getByRole('button', { name: 'Okay!' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === landsOn);
}

/**
 * Holds back every request for a file matching `url` (a chunk of the build) until the test
 * calls the release it resolves with: what the page does without that file comes first.
 */
export async function holdBack(target: Page | BrowserContext, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Answers the confirmation 'Kamu yakin?' with the button called `answer` ('Ya, Tambahkan' ...). */
export async function answerConfirm(page: Page, answer: string) {
  await page
    .getByRole('alertdialog', { name: 'Kamu yakin?' })
    .getByRole('button', { name: answer })
    .click();
}

/** Presses 'Okay!' on the alert called `title` ('Berhasil!', 'Selamat datang kembali!'). */
export async function pressOkay(page: Page, title: string) {
  await page
    .getByRole('alertdialog', { name: title })
    .getByRole('button', { name: 'Okay!' })
    .click();
}

/** Signs out the way a customer does, from the profile: 'Log Out', confirmed, then home. */
export async function logOut(page: Page) {
  await page.goto('/main/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await answerConfirm(page, 'Ya, Keluar');
  await pressOkay(page, 'Berhasil!');
  await page.waitForURL((url) => url.pathname === '/');
}

/** The navbar's 'Keranjang (n)' on desktop, the top bar's 'Keranjang, n item' on a phone. */
function cartEntry(page: Page): Locator {
  return page
    .getByRole('link', { name: /^Keranjang/ })
    .or(page.getByRole('button', { name: /^Keranjang/ }))
    .filter({ visible: true })
    .first();
}

/** The number of items the cart entry says, once it says one. */
export async function cartCount(page: Page): Promise<number> {
  const entry = cartEntry(page);
  await expect(entry).toHaveAccessibleName(/\d/);
  const name = await entry.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
  return Number(/\d+/.exec(name)?.[0]);
}

/** Desktop names the form 'Jumlah & Opsi Pembelian', the phone's bottom sheet 'Tambah ke keranjang'. */
const ADD_TO_CART_FORM = /^(Jumlah & Opsi Pembelian|Tambah ke keranjang)$/;

/**
 * Adds one of a product the way a customer does: the form, its confirmation, its success.
 * Beans need a `grindLevel` (the chip's label).
 */
export async function addToCart(
  page: Page,
  productPath: string,
  { grindLevel }: { grindLevel?: string } = {},
) {
  const before = await cartCount(page);
  await page.goto(productPath);
  await page.getByRole('button', { name: '+ Keranjang' }).click();
  const form = page.getByRole('dialog', { name: ADD_TO_CART_FORM });
  if (grindLevel) await form.locator('label').filter({ hasText: grindLevel }).click();
  await form.getByRole('button', { name: '+ Keranjang' }).click();
  await answerConfirm(page, 'Ya, Tambahkan');
  await pressOkay(page, 'Berhasil!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => cartCount(page)).toBeGreaterThanOrEqual(before);
}

/**
 * Picks a place in the address form's three region selects, each once the one above it is
 * chosen (a select's name is its chosen value, then its label): TEBET of @kit/demo by default.
 */
export async function chooseRegions(
  page: Page,
  place: { province: string; city: string; subDistrict: string } = TEBET,
) {
  for (const [label, option] of [
    [/Provinsi$/, place.province],
    [/Kota\/Kabupaten$/, place.city],
    [/Kecamatan$/, place.subDistrict],
  ] as const) {
    const trigger = page.getByRole('button', { name: label });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(trigger).toContainText(option);
  }
}

export function cartLines(page: Page): Locator {
  return page.getByRole('list', { name: 'Isi keranjang' }).locator(':scope > li');
}

/** 'Rp 284.000' as a number. */
export function rupiah(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

/**
 * An init script for a browser that refuses site data (cookies and storage blocked): every
 * storage and the cookie jar throw, as Chromium does for such a page.
 */
export function blockSiteData() {
  const denied = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB'])
    Object.defineProperty(window, name, { get: denied, configurable: true });
  Object.defineProperty(Document.prototype, 'cookie', {
    get: denied,
    set: denied,
    configurable: true,
  });
}

/**
 * Starts a server a spec needs beside the demo build's (the production build, the HTTP mock
 * gateway) and waits until `url` answers; `stop()` ends it.
 */
export async function startServer(
  command: string,
  args: string[],
  url: string,
  env: Record<string, string> = {},
): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(command, args, {
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      () =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      { timeout: 30_000, message: `${command} ${args.join(' ')} did not answer at ${url}` },
    )
    .toBe(true);
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
