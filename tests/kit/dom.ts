/**
 * The part of the story kit that needs no app: the page as a person sees it, its modals and
 * its cookies. The design system's own stories use this; screen stories use ./story.
 */
import { expect, waitFor, within } from 'storybook/test';
import type { ScreenSize } from './demo';

/** Story globals for each screen size (.storybook/preview.tsx defines the viewports). */
export const viewport = (size: ScreenSize) => ({ viewport: { value: size, isRotated: false } });
export const mobile = viewport('mobile');
export const desktop = viewport('desktop');

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

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}
