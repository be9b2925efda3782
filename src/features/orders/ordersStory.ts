import { expect, within } from 'storybook/test';

/** Play-function steps the order parts' stories share. */

/** What a fact list (dl) says for `term`, e.g. 'Total' or 'Kurir'. */
export function factOf(container: HTMLElement, term: string): Element | null {
  return within(container).getByText(term, { exact: true }).nextElementSibling;
}

/** The products of an order's line list, without the variance chips nested in them. */
export function orderLines(container: HTMLElement): HTMLElement[] {
  const list = within(container).getByRole('list', { name: 'Produk yang dipesan' });
  return Array.from(list.children) as HTMLElement[];
}

/** A modal that is a bottom sheet: it sits against the bottom of the screen. */
export async function expectBottomSheet(modal: HTMLElement) {
  await expect(Math.round(modal.getBoundingClientRect().bottom)).toBeGreaterThanOrEqual(
    window.innerHeight - 1,
  );
}
