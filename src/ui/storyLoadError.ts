import { expectNotice, findLoadError } from '@kit/dom';
import { userEvent } from 'storybook/test';

/**
 * Data that failed to load, as a person reads and answers it: the part's own alert in place
 * (no global 'Error!' dialog on top), its heading `title` and each of `why` visible; then its
 * 'Coba lagi' pressed.
 */
export async function retryAfterLoadError(
  container: HTMLElement,
  title: string | { name: string; level: number },
  ...why: string[]
) {
  const { alert, retry } = await findLoadError(container);
  await expectNotice(alert, title, ...why);
  await userEvent.click(retry);
}
