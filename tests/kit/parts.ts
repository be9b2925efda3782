/**
 * Parts loaded on demand (onDemandPart) whose download fails: what a shopper offline, or on
 * a page older than the deployment that removed its chunk, meets.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from './dom';

/**
 * `load`, failing its first `times` downloads as a browser words a chunk that did not arrive
 * (a dialog's first download starts right after the screen renders, its second as it opens).
 */
export function failingFirstDownload<T>(load: () => Promise<T>, times = 1): () => Promise<T> {
  let failures = 0;
  return () => {
    if (failures >= times) return load();
    failures += 1;
    return Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/part-3f2a.js'),
    );
  };
}

/**
 * The shop's offline words where the part would be (in `container`, or floating over the
 * page for a dialog), then 'Coba lagi' pressed: resolves once the words have gone.
 */
export async function retryAfterOffline(container: HTMLElement = document.body) {
  const alert = await within(container).findByRole('alert');
  await expect(alert).toHaveTextContent(
    'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
  );
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  await waitFor(() => expect(page.queryByText(/Tidak dapat terhubung ke server/)).toBeNull());
}
