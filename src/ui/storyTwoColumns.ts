import { expectNoSidewaysScroll, findLoadingArea } from '@kit/dom';
import { expect } from 'storybook/test';

// A page's loading placeholder in two columns, its content and its summary (the cart, the
// checkout): one loading area that says what loads, the summary beside the content on a wide
// screen and under it on a phone, as on the page it stands for.

interface Columns {
  content: Element | undefined;
  summary: Element | undefined;
}

/** The two column placeholders of the one loading area that says `label`. */
export async function twoColumnPlaceholders(
  container: HTMLElement,
  label: string,
): Promise<Columns> {
  const area = await findLoadingArea(container, label);
  const [content, summary] = Array.from(area.children).filter((child) => child.tagName === 'DIV');
  return { content, summary };
}

/** On a wide screen the summary stands beside the content. */
export async function expectSummaryBeside({ content, summary }: Columns) {
  await expect(summary?.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    content?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
  );
}

/** On a phone the summary comes under the content, and nothing scrolls sideways. */
export async function expectSummaryUnder({ content, summary }: Columns) {
  await expect(summary?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    content?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
  );
  await expectNoSidewaysScroll();
}
