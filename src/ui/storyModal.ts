import { expect, waitFor, within } from 'storybook/test';

/** Modals render in a portal on document.body, outside the story's canvas. */
export const page = within(document.body);

/** The open modal once its entry animation has finished and it can be seen. */
export async function findModal(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const modal = await page.findByRole(role, { name });
  await waitFor(() => {
    expect(modal.closest('[data-entering]')).toBeNull();
    expect(modal).toBeVisible();
  });
  return modal;
}

/** Resolves once no modal of the role is left, exit animation included. */
export async function modalGone(role: 'dialog' | 'alertdialog' = 'dialog'): Promise<void> {
  await waitFor(() => expect(page.queryByRole(role)).not.toBeInTheDocument(), { timeout: 2000 });
}
