import { expect, type Locator, type Page } from '@playwright/test';

/** Moving about the shop with the keyboard, for the a11y specs: no click, no `.focus()`. */

type Role = Parameters<Page['getByRole']>[0];

/** What has focus: its role, accessible name, and whether a focus indicator is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const ringOf = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
        return `outline ${style.outlineWidth} ${style.outlineStyle}`;
      return style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : 'none';
    };
    const area = (candidate: Element) => {
      const { width, height } = candidate.getBoundingClientRect();
      return width * height;
    };
    // A visually hidden input (a radio) draws its ring on the chip around it, a text box on
    // its frame, a card's link on the card: an ancestor's outline counts, its shadow only
    // when it is not much bigger (a card's resting shadow is no ring).
    const hidden = area(element) <= 1;
    let ringed: Element = hidden ? (element.closest('label') ?? element) : element;
    let ring = ringOf(ringed);
    for (
      let ancestor = ringed.parentElement, depth = 0;
      ring === 'none' && ancestor && depth < 4;
      ancestor = ancestor.parentElement, depth += 1
    ) {
      const itsRing = ringOf(ancestor);
      if (
        itsRing.startsWith('outline') ||
        (itsRing !== 'none' && area(ancestor) <= 3 * area(ringed))
      ) {
        ringed = ancestor;
        ring = itsRing;
      }
    }
    const box = ringed.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      ring,
      shown: box.width > 0 && box.height > 0,
    };
  });
}

/**
 * Presses `key` until the element with `role` and `name` has focus; every stop on the way
 * must be a shown element (focus never on the page body or on something hidden). Fails with
 * the stops it made. Ends by checking a focus indicator is drawn on the target.
 */
export async function moveTo(
  page: Page,
  role: Role,
  name: string | RegExp,
  { key = 'Tab', most = 80 }: { key?: string; most?: number } = {},
) {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  const stops: string[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    stops.push(now ? `${now.tag} "${now.text}"` : '<body>');
    if (now && !now.shown) throw new Error(`focus went to a hidden element: ${stops.join(' → ')}`);
    const reached = await target.evaluateAll((all) =>
      all.some((element) => element === document.activeElement),
    );
    if (reached) {
      expect(now?.ring, `no focus indicator on ${role} "${name}"`).not.toBe('none');
      return;
    }
  }
  throw new Error(`${role} "${name}" not reached by ${key}: ${stops.join(' → ')}`);
}

/** Moves to the element with `role` and `name` by the keyboard (moveTo), then presses Enter. */
export async function pressOn(
  page: Page,
  role: Role,
  name: string | RegExp,
  options?: Parameters<typeof moveTo>[3],
) {
  await moveTo(page, role, name, options);
  await page.keyboard.press('Enter');
}

/** The focused element is `role` `name`, with a focus indicator drawn. */
export async function expectFocusOn(page: Page, role: Role, name: string | RegExp) {
  await expect(page.getByRole(role, { name, exact: typeof name === 'string' })).toBeFocused();
  expect((await focused(page))?.ring, `no focus indicator on ${role} "${name}"`).not.toBe('none');
}

/**
 * Resolves after the page's next animation frame. react-aria's focus trap repairs an escape
 * in a frame callback (FocusScope's onBlur): one known escape is a Tab pressed in the ~100 ms
 * between an exiting confirmation's unmount and the exiting sheet's under the result alert
 * (react-spectrum#10593), which blurs to the body and is put back on the alert's button in
 * the next frame. A frame callback asked for now runs after the ones the key press asked for.
 */
function nextFrame(page: Page) {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * Tab and Shift+Tab, `presses` times each (more than the dialog has controls, so focus has
 * to wrap), never leave `dialog` once the trap has handled the press (a frame later).
 */
export async function expectFocusTrappedIn(page: Page, dialog: Locator, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      await nextFrame(page);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      const now = await focused(page);
      expect(inside, `${key} #${press + 1} left the dialog for ${now?.tag} "${now?.text}"`).toBe(
        true,
      );
    }
  }
}
