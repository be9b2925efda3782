import type { Page } from '@playwright/test';
import { addToCart, expect, logIn, test } from './support';

/**
 * Reduced motion (issue 13, item 2): with `prefers-reduced-motion: reduce` nothing on the
 * way through a purchase moves (no transform or position animated: dialogs, the phone's
 * sheet, popovers, spinners, skeletons), no fade lasts longer than the sheet's 300 ms that
 * SPEC gives, and the dialogs that close on an animation's end still close. The same walk
 * without the preference must see movement, so the recorder is known to see it.
 */

interface Motion {
  name: string;
  properties: string[];
  duration: number;
  endless: boolean;
  on: string;
}

/** Records every CSS animation and transition that starts, with what it animates. */
function recordMotion() {
  const seen: Motion[] = [];
  (window as unknown as { __kopiMotion: Motion[] }).__kopiMotion = seen;
  const record = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    for (const animation of event.target.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      if (!effect) continue;
      const timing = effect.getComputedTiming();
      const properties = new Set(
        effect
          .getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
      );
      seen.push({
        name:
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          '',
        properties: [...properties],
        duration: Number(timing.duration) || 0,
        endless: timing.iterations === Number.POSITIVE_INFINITY,
        on: `${event.target.tagName.toLowerCase()}.${event.target.className}`,
      });
    }
  };
  document.addEventListener('animationstart', record, true);
  document.addEventListener('transitionrun', record, true);
}

const MOVING = /^(transform|translate|scale|rotate|top|left|right|bottom|inset|margin)/;

function moving(all: Motion[]): Motion[] {
  return all.filter(
    (motion) => motion.duration > 0 && motion.properties.some((name) => MOVING.test(name)),
  );
}

async function motionSoFar(page: Page): Promise<Motion[]> {
  return page.evaluate(() => (window as unknown as { __kopiMotion?: Motion[] }).__kopiMotion ?? []);
}

/** Adds a drip bag through its dialogs and opens the orders' status list; returns what moved. */
async function walk(page: Page): Promise<Motion[]> {
  await page.addInitScript(recordMotion);
  await logIn(page, 'siti');
  await addToCart(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');
  const seen = await motionSoFar(page);
  await page.goto('/main/order-history');
  const filter = page.getByRole('button', { name: /Status pesanan/ });
  await filter.click();
  await page.getByRole('option', { name: 'Sedang Diproses' }).click();
  await expect(filter).toHaveText(/Sedang Diproses/);
  return [...seen, ...(await motionSoFar(page))];
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves, fades stay short, and the dialogs still close', async ({ page }) => {
    test.setTimeout(60_000);
    const seen = await walk(page);
    expect(moving(seen)).toEqual([]);
    const long = seen.filter((motion) => !motion.endless && motion.duration > 300);
    expect(long).toEqual([]);
  });
});

test.describe('without a preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the same walk does move (the recorder sees movement)', async ({ page }) => {
    test.setTimeout(60_000);
    const seen = await walk(page);
    expect(moving(seen).length).toBeGreaterThan(0);
  });
});
