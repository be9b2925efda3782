import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { type Blog, blogQueries } from '@/api/blogs';
import { seedServerData } from '@/api/serverData';
import { prerenderedData, prerenderedDataScript } from '@/app/prerenderedData';
import { STORAGE_KEYS } from '@/lib/storage';
import BlogDetailScreen from './BlogDetailScreen';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  vi.restoreAllMocks();
});

const PATH = '/blogs/detail/panduan-seduh-v60-untuk-pemula';

/** The article as the gateway has it today: what the build read and wrote into its page. */
const current: Blog = {
  subject: 'Panduan Seduh V60 untuk Pemula',
  description: btoa('<p>Giling sedang, air 92 derajat.</p>'),
  imageUrl: null,
  remarks: 'panduan-seduh-v60-untuk-pemula',
};

/** What the build read for the page (app/prerender.tsx). */
const built = { [blogQueries.list.key]: [current] };

function article(data: Readonly<Record<string, unknown>>) {
  const store = createStore();
  seedServerData(store, data);
  return (
    <Provider store={store}>
      <Router ssrPath={PATH}>
        <Route path="/blogs/detail/:slug" component={BlogDetailScreen} />
      </Router>
    </Provider>
  );
}

test('an article pre-rendered from the gateway hydrates as written, whatever copy the browser stored', async () => {
  const { prelude } = await prerender(article(built));
  const html = await new Response(prelude).text();
  expect(html).toContain('Panduan Seduh V60 untuk Pemula');

  // The shopper's browser stored the list when the article still had its old title.
  localStorage.setItem(
    STORAGE_KEYS.blogs,
    JSON.stringify([{ ...current, subject: 'Seduh V60: Panduan Lama' }]),
  );
  // The browser is at the article's address, as the build's page was for it.
  window.history.replaceState(null, '', PATH);
  // The page as scripts/prerender.mjs writes it: the HTML in #root marked with its path, and
  // the data it was rendered with.
  container = document.createElement('div');
  container.innerHTML = `<div id="root" data-prerendered="${PATH}">${html}</div>${prerenderedDataScript(built)}`;
  document.body.append(container);
  const root = container.querySelector('#root') as HTMLElement;
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  // What main.tsx gives the cache before hydrating: the page's data, as far as the route table
  // says a guest's first render reads it.
  const data = await prerenderedData(document);
  await act(async () => {
    hydrateRoot(root, article(data), { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  // React's development build warns that the build's renderer and the browser's shared the
  // store's context in one test: that is this test's doing, not the page's.
  const ownWarning = /multiple renderers concurrently rendering the same context provider/;
  expect(consoleError.mock.calls.filter(([message]) => !ownWarning.test(String(message)))).toEqual(
    [],
  );
  expect(root.querySelector('h1')?.textContent).toBe('Panduan Seduh V60 untuk Pemula');
  expect(root.textContent).toContain('Giling sedang, air 92 derajat.');
});
