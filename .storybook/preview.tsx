import addonA11y from '@storybook/addon-a11y';
import addonVitest from '@storybook/addon-vitest';
import { definePreview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { resetDatabase } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { NO_FAULTS, setFaultSettings } from '../mocks/http/faults';
import { globalErrors } from '../src/api/errors';
import { resetConnection } from '../src/api/serverData/offline/connection';
import { payOnTheDemoPage } from '../src/demo/mockBoot';
import '../src/ui/tokens.css';
import { SCREEN_SIZES } from '@kit/demo';
import { connectionBack } from '@kit/gateway';
import { answerConsentForStory, signInForStory } from '@kit/storySession';
import { withAppProviders } from './decorators';

// Screen stories load their screen lazily through the real route table, and Vite transforms
// a chunk the first time a story asks for it: on a busy 2-core machine that alone can take
// longer than testing-library's default second for findBy and waitFor.
configure({ asyncUtilTimeout: 3000 });

const px = (size: keyof typeof SCREEN_SIZES) => ({
  width: `${SCREEN_SIZES[size].width}px`,
  height: `${SCREEN_SIZES[size].height}px`,
});

/**
 * CSF factories: story files take their meta from `preview.meta(...)` (imported as
 * '#.storybook/preview'), so each is typed from here without its own Meta/StoryObj lines.
 * The addons' own preview parts come in through `addons`, not through main.ts alone.
 */
export default definePreview({
  addons: [
    addonA11y(),
    addonVitest(),
    // The mock gateway's handlers are the worker's initial handlers, so every story talks to
    // the same backend as `npm run dev`. The addon starts it once, hands it to each story as
    // `context.msw` and drops the story's own handlers after the story.
    addonMsw(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [withAppProviders],
  // The addon's beforeEach has run: context.msw is the started worker. Every story is a fresh
  // page view: its own answers in front of the mock, the seed data, no injected latency or
  // failures, no error dialog left from the last story, nothing stored in the browser,
  // signed in as parameters.session says, paying on the demo's payment page as the demo does.
  beforeEach: async (context) => {
    // A story's answers in front of the mock's (the kit's gatewayWith: parameters.msw).
    const answers: RequestHandler[] = context.parameters.msw?.handlers ?? [];
    if (answers.length > 0) context.msw.use(...answers);
    // A `{ once: true }` handler (the kit's failingOnce) fails again on this run.
    context.msw.restoreHandlers();
    await resetDatabase();
    await setFaultSettings(NO_FAULTS);
    globalErrors.reset();
    // Online, with no failed read remembered from the last story.
    connectionBack();
    resetConnection();
    payOnTheDemoPage();
    await signInForStory(context.parameters.session);
    answerConsentForStory(context.parameters.consent);
  },
  parameters: {
    // Parts sit in a little room; screen stories (the kit's screenStory) fill the page.
    layout: 'padded',
    // Every story is an axe check: a violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile portrait', styles: px('mobile') },
        tablet: { name: 'Tablet portrait', styles: px('tablet') },
        desktop: { name: 'Desktop landscape', styles: px('desktop') },
      },
    },
  },
  // SPEC §2: desktop landscape is the default; a story on a phone says `globals: mobile`.
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  tags: ['autodocs'],
});
