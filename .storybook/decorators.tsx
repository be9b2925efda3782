import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The path the story's in-memory router starts at, e.g. '/products'. */
    route?: string;
  }
}

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale="id-ID">
      <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>
    </I18nProvider>
  );
}

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  // One memory location and one Jotai store per story render: stories never share state.
  const [{ hook }] = useState(() => memoryLocation({ path, record: true }));
  const [store] = useState(() => createStore());
  return (
    <Provider store={store}>
      <Router hook={hook}>
        <AriaRouter>{children}</AriaRouter>
      </Router>
    </Provider>
  );
}

/** Every story gets its own router (starting at parameters.route) and its own Jotai store. */
export const withAppContext: Decorator = (Story, { parameters }) => (
  <StoryRouter path={parameters.route ?? '/'}>
    <Story />
  </StoryRouter>
);
