import { onTabReload } from '@kit/reload';
import type { Decorator } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../src/app/App';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The address the story's in-memory router starts at, e.g. '/products'. */
    route?: string;
  }
}

/**
 * Every story renders inside the app's own providers, with an in-memory address starting at
 * parameters.route and a Jotai store of its own: stories never share state.
 */
export const withAppProviders: Decorator = (Story, { parameters }) => (
  <ReloadableTab route={parameters.route ?? '/'}>
    <Story />
  </ReloadableTab>
);

/** The page view, started again (new router, new store) on each `reloadTheTab()` of @kit/reload. */
function ReloadableTab({ route, children }: { route: string; children: ReactNode }) {
  const [pageView, setPageView] = useState(0);
  useEffect(() => onTabReload(() => setPageView((count) => count + 1)), []);
  return (
    <PageView key={pageView} route={route}>
      {children}
    </PageView>
  );
}

function PageView({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => {
    const { hook, searchHook } = memoryLocation({ path: route, record: true });
    return { hook, searchHook };
  });
  const [store] = useState(() => createStore());
  return (
    <AppProviders router={router} store={store}>
      {children}
    </AppProviders>
  );
}
