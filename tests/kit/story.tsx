/**
 * The one kit for stories: screen sizes, the real app at a route, where it is now, modals,
 * request spies and faults, and the global error dialog. Stories never render copies of
 * app parts (guards, providers, layouts): screens are seen through the real storefront.
 */
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { globalErrors } from '@/api/errors';
import { Storefront } from '@/app/App';
import { hrefs } from '@/lib/paths';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo';
import { desktop, dismissAlert, page } from './dom';
import type { StorySession } from './storySession';

export {
  answerConfirm,
  cookieNames,
  desktop,
  dismissAlert,
  findAlert,
  findModal,
  mobile,
  modalGone,
  page,
} from './dom';

/**
 * The whole storefront (shell, route table with its guards, app-wide dialogs) at the
 * story's `parameters.route`, as a shopper who typed that address sees it, plus a probe
 * that tells a play function where the shopper is now.
 */
function StoryApp() {
  return (
    <>
      <Storefront />
      <LocationProbe />
    </>
  );
}

/**
 * Beside a part that navigates (a form that goes on after a save): lets expectLocation see
 * where the in-memory router went, as StoryApp does for screens.
 */
export function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="story-location" hidden>
      {search ? `${path}?${search}` : path}
    </output>
  );
}

interface ScreenStoryOptions {
  /** The address the shopper typed, e.g. '/login' or '/main/profile?tab=alamat'. */
  route: string;
  /** Who is signed in (a guest unless said). */
  session?: StorySession;
  /** Gateway calls every story of the file overrides or watches (a story's own replace them). */
  handlers?: RequestHandler[];
  /** Request spies (spyOnRequests) on every story's calls, each story starting without any. */
  spies?: { calls: ReturnType<typeof fn>; handler: RequestHandler }[];
  /** The screen words its own failures: stories may assert the global dialog stayed shut. */
  watchesGlobalErrors?: boolean;
}

/**
 * The meta every screen story file shares: the real storefront at `route` on a desktop, as
 * `session`. Spread it into the meta beside the literal title and component, which
 * Storybook's indexer reads from the file itself.
 */
export function screenStory({
  route,
  session,
  handlers = [],
  spies = [],
  watchesGlobalErrors = false,
}: ScreenStoryOptions) {
  const watched = [...spies.map((spy) => spy.handler), ...handlers];
  return {
    parameters: {
      layout: 'fullscreen',
      route,
      session,
      ...(watched.length > 0 && gatewayWith(...watched)),
    },
    globals: desktop,
    render: () => <StoryApp />,
    beforeEach: () => {
      for (const spy of spies) spy.calls.mockClear();
      return watchesGlobalErrors ? watchGlobalErrors() : undefined;
    },
  };
}

/** A story's gateway: these handlers first, the mock gateway behind them (`parameters`). */
export function gatewayWith(...handlers: RequestHandler[]) {
  return { msw: { handlers } };
}

/**
 * The screen whose level-1 heading `heading` can be seen, once its chunk has loaded through
 * the real route table (and guard): the canvas to query it with.
 */
export async function findScreen(
  canvasElement: HTMLElement,
  heading: string | RegExp,
  timeout?: number,
) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: heading }, { timeout }),
  ).toBeVisible();
  return canvas;
}

/** Types a phone and a password into the login form; resolves with its Login button. */
export async function fillInLogin(canvasElement: HTMLElement, phone: string, password: string) {
  const canvas = await findScreen(canvasElement, 'Login', 5000);
  await userEvent.type(canvas.getByRole('textbox', { name: 'No. Telp' }), phone);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  return canvas.getByRole('button', { name: 'Login' });
}

/** Logs a demo customer in through the login form on screen and reads the welcome. */
export async function logInThroughTheForm(canvasElement: HTMLElement, who: DemoCustomer) {
  const { phone, password } = DEMO_CUSTOMERS[who];
  await userEvent.click(await fillInLogin(canvasElement, phone, password));
  await dismissAlert('Selamat datang kembali!');
}

/** Resolves once the story's router is at exactly `path` (with its query, if any). */
export async function expectLocation(path: string) {
  await waitFor(() => expect(page.getByTestId('story-location').textContent).toBe(path));
}

/**
 * For a story of a guarded screen (/main/...) opened by a guest: the real guard sent them
 * to the login page, which names `path` as where to go on to after logging in.
 */
export async function expectGuestSentToLogin(canvasElement: HTMLElement, path: string) {
  await expectLocation(hrefs.login(path));
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Login' }),
  ).toBeVisible();
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Watches one gateway call on its way to the mock (it still reaches it): `calls` sees each
 * request's JSON or form body (undefined when it has none).
 */
export function spyOnRequests(method: Method, path: string) {
  const calls = fn<(body: unknown) => void>();
  const handler = http[method](`*${path}`, async ({ request }) => {
    const text = await request.clone().text();
    calls(text === '' ? undefined : parseBody(text));
  });
  return { calls, handler };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

type GatewayError = { error: string; error_description: string };

/** The gateway's error code for each status it answers with (openapi/gateway.yaml). */
const ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
};

/** The body the gateway sends with an error: its own, or `description` under the status's code. */
function errorBody(status: number, reason: string | GatewayError): GatewayError {
  if (typeof reason !== 'string') return reason;
  return { error: ERROR_CODES[status] ?? 'server_error', error_description: reason };
}

/**
 * The gateway answering one call with an error, `{error, error_description}` as it does:
 * `reason` is the description (under the status's code) or the whole body.
 */
export function failing(
  method: Method,
  path: string,
  status = 500,
  reason: string | GatewayError = 'upstream timeout',
) {
  const body = errorBody(status, reason);
  return http[method](`*${path}`, () => HttpResponse.json(body, { status }));
}

/**
 * Like `failing`, for the first such call only: later ones reach the mock as usual, so a
 * story can fail a load or a save and then see 'Coba lagi' go through. Each story run
 * starts with it unspent (.storybook/preview.tsx restores once-handlers), so it may sit in
 * parameters.msw or be added with msw.use in the story's beforeEach.
 */
export function failingOnce(
  method: Method,
  path: string,
  status = 500,
  reason: string | GatewayError = 'upstream timeout',
) {
  const body = errorBody(status, reason);
  return http[method](`*${path}`, () => HttpResponse.json(body, { status }), { once: true });
}

/** The network failing for one call (offline, DNS, a dropped connection). */
export function offline(method: Method, path: string) {
  return http[method](`*${path}`, () => HttpResponse.error());
}

/** Like `offline`, for the first such call only: the retry reaches the mock. */
export function offlineOnce(method: Method, path: string) {
  return http[method](`*${path}`, () => HttpResponse.error(), { once: true });
}

/**
 * One call held back until the story releases it, then answered by the mock as usual: the
 * screen can be seen mid-request, and what happens after the answer can be waited for.
 */
export function heldUntilReleased(method: Method, path: string) {
  const calls = fn<() => void>();
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  const handler = http[method](`*${path}`, async () => {
    calls();
    await released;
  });
  return {
    calls,
    handler,
    release: () => release(),
    /** For the story's beforeEach: no calls seen, and the next ones held again. */
    reset: () => {
      calls.mockClear();
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

/** One call that never answers: the screen stays in its loading or sending state. */
export function neverAnswering(method: Method, path: string) {
  return http[method](`*${path}`, () => delay('infinite'));
}

/**
 * Resolves once `calls` has seen its first request and then the next thing the screen does
 * after it (`settled`, e.g. finding the success alert), and checks there was exactly one:
 * no fixed sleep, a duplicate would have been sent before the screen moved on.
 */
export async function expectSentOnce(calls: ReturnType<typeof fn>, settled: () => unknown) {
  await waitFor(() => expect(calls).toHaveBeenCalled());
  await waitFor(settled);
  await expect(calls).toHaveBeenCalledTimes(1);
}

/**
 * Watches the global error dialog's bus, for screens that word their own failures: a story
 * asserts the global dialog was never asked to open. Returns the cleanup for beforeEach.
 */
export function watchGlobalErrors() {
  const publish = spyOn(globalErrors, 'publish');
  return () => publish.mockRestore();
}

export async function expectNoGlobalError() {
  await expect(globalErrors.publish).not.toHaveBeenCalled();
}
