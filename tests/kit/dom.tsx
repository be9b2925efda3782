/**
 * The part of the story kit that needs no app: the page as a person sees it, its modals and
 * its cookies. The design system's own stories use this; screen stories use ./story.
 */
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ScreenSize } from './demo';

/**
 * Story globals for each screen size (.storybook/preview.tsx defines the viewports, and
 * starts every story on the desktop).
 */
export const viewport = (size: ScreenSize) => ({ viewport: { value: size, isRotated: false } });
export const mobile = viewport('mobile');

/** A part shown in a box of the room it gets on its page, e.g. `{ maxWidth: 420 }` for a form. */
export const framed =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/**
 * A part that loads on demand above the stand-in screens show until it has (test ids 'shown'
 * and 'placeholder'): the stand-in must take exactly the part's room, so that nothing moves
 * when the part replaces it.
 */
export function AbovePlaceholder({
  shown,
  placeholder,
}: {
  shown: ReactNode;
  placeholder: ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <div data-testid="shown">{shown}</div>
      <div data-testid="placeholder">{placeholder}</div>
    </div>
  );
}

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

/** The dimmed page around an open modal (its overlay): a press there asks to close it. */
export function backdropOf(modal: HTMLElement): HTMLElement {
  const backdrop = modal.parentElement?.parentElement;
  if (!backdrop) throw new Error('The modal has no overlay around it');
  return backdrop;
}

/** Resolves once no modal of the role is left, exit animation included. */
export async function modalGone(role: 'dialog' | 'alertdialog' = 'dialog'): Promise<void> {
  await waitFor(() => expect(page.queryByRole(role)).not.toBeInTheDocument(), { timeout: 2000 });
}

/** An alert ('Berhasil!', 'Gagal!', 'Error!', ...) once it can be seen. */
export function findAlert(title: string | RegExp): Promise<HTMLElement> {
  return findModal(title, 'alertdialog');
}

/** Reads the alert called `title`, presses its 'Okay!' and waits until it has gone. */
export async function dismissAlert(title: string | RegExp): Promise<HTMLElement> {
  const alert = await findAlert(title);
  await userEvent.click(within(alert).getByRole('button', { name: 'Okay!' }));
  await modalGone('alertdialog');
  return alert;
}

/**
 * Answers the confirmation 'Kamu yakin?' with the button called `answer` ('Ya, Hapus',
 * 'Tidak, Batalkan', ...); resolves with the dialog and that button, still on screen.
 */
export async function answerConfirm(answer: string) {
  const dialog = await findAlert('Kamu yakin?');
  const button = within(dialog).getByRole('button', { name: answer });
  await userEvent.click(button);
  return { dialog, button };
}

/**
 * A confirmation whose answer is on its way: neither `answer` nor 'Tidak, Batalkan' can be
 * pressed. Presses `answer` once more, which must send nothing (the story's held call or spy
 * counts the requests).
 */
export async function expectAnswerLocked(dialog: HTMLElement, answer: HTMLElement) {
  await expect(answer).toHaveAttribute('aria-disabled', 'true');
  await expect(within(dialog).getByRole('button', { name: 'Tidak, Batalkan' })).toBeDisabled();
  await userEvent.click(answer);
}

/**
 * A message block (an empty state, a load error, a not-found page) as a person reads it:
 * the heading `heading` (of `level`, when given) and each of `texts`, all of them visible.
 */
export async function expectNotice(
  container: HTMLElement,
  heading: string | { name: string; level: number },
  ...texts: (string | RegExp)[]
) {
  const inside = within(container);
  const named = typeof heading === 'string' ? { name: heading } : heading;
  await expect(await inside.findByRole('heading', named)).toBeVisible();
  for (const text of texts) await expect(inside.getByText(text)).toBeVisible();
}

/**
 * A radio group once its options have come from the gateway, which can take a while on a
 * busy machine: a canvas to pick from.
 */
export async function findRadioGroup(container: HTMLElement, name: string | RegExp) {
  return within(await within(container).findByRole('radiogroup', { name }, { timeout: 5000 }));
}

/** The link of that name in `scope`, and that it leads to `href`. Resolves with the link. */
export async function expectLinkTo(
  scope: Pick<ReturnType<typeof within>, 'getByRole'>,
  name: string | RegExp,
  href: string,
) {
  const link = scope.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  return link;
}

/**
 * An empty state (EmptyState) once its heading appears, with the one link it offers on
 * (an empty cart's 'Lihat produk' to /products).
 */
export async function expectEmptyState(
  canvas: ReturnType<typeof within>,
  heading: string,
  link: { name: string; href: string },
) {
  await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
  await expectLinkTo(canvas, link.name, link.href);
}

/**
 * The value (<dd>) beside `term` (<dt>) of a description list in `container`: a bill's
 * figure by what it is, where the same amount may stand on two lines.
 */
export function definitionOf(container: HTMLElement, term: string): HTMLElement | null {
  const termElement = within(container).getByText(term, { selector: 'dt' });
  let sibling = termElement.nextElementSibling;
  while (sibling && sibling.tagName !== 'DD') sibling = sibling.nextElementSibling;
  return sibling instanceof HTMLElement ? sibling : null;
}

/**
 * What shows where data failed to load (role alert): it says each of `texts`, and no global
 * error dialog covers it. Resolves with the alert and its 'Coba lagi' button.
 */
export async function findLoadError(container: HTMLElement, ...texts: string[]) {
  const alert = await within(container).findByRole('alert', {}, { timeout: 5000 });
  for (const text of texts) await expect(alert).toHaveTextContent(text);
  await expect(page.queryByRole('alertdialog')).toBeNull();
  return { alert, retry: within(alert).getByRole('button', { name: 'Coba lagi' }) };
}

/** The page fits this screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The loading areas (SkeletonGroups) that say `label`: busy for assistive technology, which
 * hears the label and nothing of the placeholders.
 */
export async function findLoadingAreas(container: HTMLElement, label: string) {
  const areas = (await within(container).findAllByText(label)).map((text) =>
    text.closest<HTMLElement>('[aria-busy]'),
  );
  for (const area of areas) {
    await expect(area).toHaveAttribute('aria-busy', 'true');
    await expect(area?.textContent?.trim()).toBe(label);
  }
  return areas as HTMLElement[];
}

/** The one loading area that says `label` (see findLoadingAreas). */
export async function findLoadingArea(container: HTMLElement, label: string) {
  const [area, ...others] = await findLoadingAreas(container, label);
  await expect(others).toHaveLength(0);
  return area as HTMLElement;
}

/**
 * A skeleton's story: its one loading area says `label`, with no control of the part it stands
 * for (`absent`, roles); on a phone (`globals: mobile`) it also stays within the screen.
 */
export function loadingStory(label: string, absent: readonly string[] = []) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const area = await findLoadingArea(canvasElement, label);
      await expect(area).toBeVisible();
      for (const role of absent) await expect(within(canvasElement).queryByRole(role)).toBeNull();
      await expect(area.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expectNoSidewaysScroll();
    },
  };
}

/** A drawing that says nothing the words beside it do not: hidden from assistive technology. */
export async function expectDecorative(drawing: Element | null) {
  await expect(drawing).not.toBeNull();
  await expect(drawing?.closest('[aria-hidden="true"]')).not.toBeNull();
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The structured data (JSON-LD) a screen renders, each data block parsed. */
export function structuredData(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/**
 * A browser API as one story's (`navigator.clipboard`, `navigator.share`: undefined for none);
 * gives the way back, for the story's cleanup.
 */
export function stubProperty(target: object, name: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, value });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  };
}
