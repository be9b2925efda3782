import type { Decorator } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { useState } from 'react';
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
export const withAppProviders: Decorator = (Story, { parameters }) => {
  const [router] = useState(() => {
    const { hook, searchHook } = memoryLocation({ path: parameters.route ?? '/', record: true });
    return { hook, searchHook };
  });
  const [store] = useState(() => createStore());
  return (
    <AppProviders router={router} store={store}>
      <Story />
    </AppProviders>
  );
};
