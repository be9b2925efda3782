import type { Locator, Page } from '@playwright/test';
import {
  blockSiteData,
  expect,
  expectNoAxeViolations,
  holdBack,
  logIn,
  openPage,
  test,
} from './support';

// What only the demo build has: the Demo mark, the dev panel docked in it, and the mock
// gateway's start in a browser that gets in its way. Runs at 1366x900 and 390x844, but
// a test tagged @size-blind only at 1366x900 (playwright.config.ts).

/**
 * The buttons, links and fields of the page that a box overlaps, checked from the top of
 * the page to its bottom in steps smaller than any control, as a person scrolling sees them.
 */
async function controlsCoveredBy(page: Page, tool: Locator): Promise<string[]> {
  await expect(tool).toBeVisible();
  const handle = await tool.elementHandle();
  return page.evaluate((toolElement) => {
    if (!toolElement) return ['the tool is gone'];
    const dock = toolElement.closest('#demo-mark') ?? toolElement;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]',
      ),
    ].filter((el) => !dock.contains(el));
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}'`;
    const covered = new Set<string>();
    const step = 24;
    const end = document.documentElement.scrollHeight;
    for (let y = 0; y <= end; y += step) {
      window.scrollTo(0, y);
      const box = toolElement.getBoundingClientRect();
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden')
          continue;
        const apart =
          r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom;
        if (!apart) covered.add(`${name(el)} at scroll ${y}`);
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  }, handle);
}

test("the demo says so on every page, and its dev panel's button covers none of the shop's controls", async ({
  page,
}) => {
  await logIn(page, 'siti');
  const mark = page.getByRole('complementary', { name: 'Mode demo' });
  await expect(mark).toHaveText('Demo · data contoh');
  const panelButton = page.getByRole('button', { name: 'Panel dev' });

  // Product detail: the member price and '+ Keranjang'.
  await openPage(page, '/products/kopi-susu-gula-aren/BV-KSGA', 'Kopi Susu Gula Aren');
  await expect(page.getByText('Harga member').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Keranjang' })).toBeVisible();
  await expect(mark).toBeVisible();
  expect(await controlsCoveredBy(page, panelButton)).toEqual([]);

  // The profile's order list.
  await openPage(page, '/main/profile', 'Siti Rahayu');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await controlsCoveredBy(page, panelButton)).toEqual([]);
  await expectNoAxeViolations(page);

  // Docked, it still opens the panel.
  await panelButton.click();
  await expect(page.getByRole('region', { name: 'Panel dev: mock gateway' })).toBeVisible();
});

test('with site data blocked the demo says it needs browser storage instead of a blank page', async ({
  page,
  context,
}) => {
  await context.addInitScript(blockSiteData);
  await openPage(page, '/products', 'Demo ini butuh penyimpanan browser');
  await expect(page.getByRole('main')).toContainText('Izinkan cookie dan data situs');
  await expect(page.getByRole('complementary', { name: 'Mode demo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo paints its first screen while the mock gateway is still loading', {
  tag: '@size-blind',
}, async ({ page, context }) => {
  // The mock's database module is held back until the first screen is on the page.
  const release = await holdBack(context, /\/assets\/db-[\w-]+\.js$/);
  await openPage(page, '/products', 'Produk yang harus kamu coba!');
  await expect(page.getByRole('complementary', { name: 'Mode demo' })).toBeVisible();
  // No call has gone past the waiting mock to a server that is not the gateway.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
});
