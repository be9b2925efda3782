import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A cookie rule, alike at every size, so it runs once (desktop project, playwright.config.ts), on
 * the demo build, which is served under a name of our choosing.
 */
test.describe('an access_token planted with Domain= by a sibling host', () => {
  /**
   * The shop under a name whose parent a sibling shares: *.localhost is loopback in Chromium
   * (browsers refuse Domain= on 127.0.0.1). The page's full loads are counted: a reload is one.
   */
  async function openTheShopOnASubdomain(page: Page, baseURL: string | undefined) {
    const shop = new URL(baseURL ?? '');
    shop.hostname = 'shop.kopi.localhost';
    const loads = { count: 0 };
    page.on('domcontentloaded', () => {
      loads.count += 1;
    });
    await page.goto(shop.href);
    return loads;
  }

  /**
   * The shopper is told the session ended and is signed out; going on in the shop loads no
   * page again: two loads in all, the first and the one reload.
   */
  async function expectToldAndSignedOutAfterOneReload(page: Page, loads: { count: number }) {
    const notice = page.getByRole('alertdialog', { name: 'Error!' });
    await expect(notice).toContainText('Unauthorized access. Please log in.');
    await notice.getByRole('button', { name: 'Okay!' }).click();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' }),
    ).toBeVisible();
    expect(loads.count).toBe(2);
  }

  test('is cleared with one reload, and the shopper is told and signed out', async ({
    page,
    context,
    baseURL,
  }) => {
    // promo.kopi.localhost sets it for the whole of kopi.localhost, the shop's host included.
    await context.addCookies([
      { name: 'access_token', value: 'palsu', domain: '.kopi.localhost', path: '/' },
    ]);
    const loads = await openTheShopOnASubdomain(page, baseURL);
    await expectToldAndSignedOutAfterOneReload(page, loads);
    const tokens = (await context.cookies()).filter((cookie) => cookie.name === 'access_token');
    expect(tokens).toEqual([]);
  });

  test('planted again on every page, it reloads the page once, never in a loop', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addInitScript(() => {
      if (location.hostname !== 'shop.kopi.localhost') return;
      // biome-ignore lint/suspicious/noDocumentCookie: the sibling's script plants it this way.
      document.cookie = 'access_token=palsu; domain=kopi.localhost; path=/';
    });
    const loads = await openTheShopOnASubdomain(page, baseURL);
    await expectToldAndSignedOutAfterOneReload(page, loads);
  });
});
