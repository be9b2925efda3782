/**
 * The kit for screen stories: the real app at a route, where it is now, the login form,
 * and the global error dialog. Stories never render copies of app parts (guards,
 * providers, layouts): screens are seen through the real storefront. The page and its
 * modals are in ./dom, the gateway's spies and faults in ./gateway.
 */
import type { Decorator, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { expect, type fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { globalErrors } from '@/api/errors';
import { Storefront } from '@/app/App';
import { hrefs } from '@/lib/paths';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo';
import { dismissAlert, page } from './dom';
import { gatewayWith } from './gateway';
import type { StorySession } from './storySession';

/**
 * The whole storefront (shell, route table with its guards, app-wide dialogs) at the
 * story's `parameters.route`, as a shopper who typed that address sees it, plus a probe
 * that tells a play function where the shopper is now.
 */
export function StoryApp() {
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
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="story-location" hidden>
      {search ? `${path}?${search}` : path}
    </output>
  );
}

/**
 * For a part that navigates (a link in a dialog, a step that goes on): renders the
 * LocationProbe beside the story, so expectLocation can see where the router went.
 */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/**
 * A controlled prop held the way the part's owner holds it (the cart a quantity, the branch
 * screen its choice): what the part reports becomes its value, and the story's spy still
 * hears it.
 */
export function useHeld<T, Reported extends T = T>(initial: T, report: (next: Reported) => void) {
  const [value, setValue] = useState(initial);
  const hold = (next: Reported) => {
    setValue(next);
    report(next);
  };
  return [value, hold] as const;
}

interface ScreenStoryOptions {
  /** The address the shopper typed, e.g. '/login' or '/main/profile?tab=alamat'. */
  route: string;
  /** Who is signed in (a guest unless said). */
  session?: StorySession;
  /** Gateway calls every story of the file overrides or watches (a story's own replace them). */
  handlers?: RequestHandler[];
  /**
   * Request spies (spyOnRequests) on every story's calls, each story starting without any.
   * They watch in front of whatever answers: `handlers` here and a story's own
   * (gatewayWith), so neither lists them again.
   */
  spies?: { calls: ReturnType<typeof fn>; handler: RequestHandler }[];
  /** The screen words its own failures: stories may assert the global dialog stayed shut. */
  watchesGlobalErrors?: boolean;
}

/**
 * The meta every screen story file shares: the real storefront at `route` (on a desktop,
 * as every story starts) as `session`. Spread it into the meta beside the literal title and
 * component, which Storybook's indexer reads from the file itself.
 */
export function screenStory({
  route,
  session,
  handlers = [],
  spies = [],
  watchesGlobalErrors = false,
}: ScreenStoryOptions) {
  return {
    parameters: {
      layout: 'fullscreen' as const,
      route,
      session,
      ...(handlers.length > 0 && gatewayWith(...handlers)),
    },
    render: () => <StoryApp />,
    // After the preview's beforeEach has put the story's answers in: msw.use puts the spies
    // in front of them, and the addon takes them away after the story.
    beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
      for (const spy of spies) spy.calls.mockClear();
      if (spies.length > 0) msw.use(...spies.map((spy) => spy.handler));
      return watchesGlobalErrors ? watchGlobalErrors() : undefined;
    },
  };
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

/**
 * Like findScreen, with the shell's main content as the canvas: for a screen whose links the
 * navbar and the bottom bar repeat (home's and the blend page's 'Buat Blend Kopi Kamu').
 */
export async function findMainContent(canvasElement: HTMLElement, heading: string) {
  return within((await findScreen(canvasElement, heading)).getByRole('main'));
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
 * The story every guarded screen (/main/...) has: a guest who opened its address (a
 * bookmark, a shared link, an expired session) is sent by the real guard to the login page,
 * which names the address as where to go on to after logging in.
 */
export const guestIsSentToLogin = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement, parameters }) => {
    await expectLocation(hrefs.login(parameters.route ?? '/'));
    await findScreen(canvasElement, 'Login');
  },
} satisfies StoryObj;

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
