import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetDatabase } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { NO_FAULTS, setFaultSettings } from '../mocks/http/faults';
import '../src/ui/tokens.css';
import { withAppContext } from './decorators';
import { signInForStory } from './session';

const preview: Preview = {
  decorators: [withAppContext],
  loaders: [
    mswLoader(async () => {
      // The mock gateway's handlers are the initial handlers, so every story talks to the
      // same backend as `npm run dev`; a story overrides one call with parameters.msw.
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  // Storybook runs loaders in parallel, so everything that needs the mock worker started
  // by mswLoader happens here, after the loaders. Every story starts from the seed with no
  // injected latency or failures (like every test), signed in as parameters.session says.
  beforeEach: async (context) => {
    await resetDatabase();
    await setFaultSettings(NO_FAULTS);
    await signInForStory(context.parameters.session);
  },
  parameters: {
    layout: 'fullscreen',
    // Every story is an axe check: a violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile portrait', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet portrait', styles: { width: '820px', height: '1180px' } },
        desktop: { name: 'Desktop landscape', styles: { width: '1366px', height: '900px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
