import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, holdBack, logIn, test } from './support';

// No lost taps (issue 25): a pre-rendered page is on screen before its script runs (the start
// script asks for it after the first paint, scripts/startAfterPaint.js). Here the app's entry
// is held back, each control is pressed as soon as the page shows, and the entry is let go:
// a link has gone where it points by itself; a control that needs the app said it waits
// (aria-busy) and is carried out once the app has it (src/lib/earlyPress.ts), once.

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens `path` with the app's entry held back, once the page shows and its start script has
 * asked for the entry (its first paint is on screen): what a shopper on a slow phone sees.
 * Returns the entry's release.
 */
async function openBeforeTheApp(
  target: Page,
  path: string,
  context: Page | BrowserContext = target,
): Promise<() => void> {
  const release = await holdBack(context, ENTRY);
  const asked = target.waitForRequest(ENTRY);
  await target.goto(path, { waitUntil: 'commit' });
  await asked;
  return release;
}

/** Presses the control twice as a person does (pointer), before the app has it. */
async function pressTwiceEarly(control: Locator) {
  await control.click();
  await control.click();
  await expect(control).toHaveAttribute('aria-busy', 'true');
}

test("'+ Keranjang' pressed before the app took over opens its dialog once the app is there", async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');
  // The page's own (the dialog's submit has the same words).
  const addToCart = page.getByRole('button', { name: '+ Keranjang' }).first();
  await pressTwiceEarly(addToCart);
  // Nothing happens yet, and the button says it waits.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // The unit and quantity to add ('Jumlah & Opsi Pembelian'; a bottom sheet on a phone).
  await expect(page.getByRole('dialog').getByText('Jumlah', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(addToCart).not.toHaveAttribute('aria-busy');
});

test('a section dot on home is a real link: pressed before the app, it moves to its section, and the app marks it', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, '/');
  const dot = page
    .getByRole('navigation', { name: 'Bagian halaman' })
    .getByRole('link', { name: 'Daftar member' });
  await expect(dot).toHaveAttribute('href', '#member');
  const member = page.locator('section#member');
  await expect(member).not.toBeInViewport();
  await dot.click();
  await expect(member).toBeInViewport();
  release();
  // The app has the page (its dots follow the section being read) and it has not moved.
  await expect(dot).toHaveAttribute('aria-current', 'location');
  await expect(member).toBeInViewport();
  await expect(page).toHaveURL(/\/#member$/);
});

test("'Masuk dengan Google' pressed before the app took over opens the account chooser once the app is there", async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, '/login');
  const google = page.getByRole('button', { name: 'Masuk dengan Google' });
  await pressTwiceEarly(google);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Pilih akun Google' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the way into the blend builder is a real link: pressed before the app, it goes there', async ({
  page,
}) => {
  // A guest is sent to log in first, straight back to the first step after.
  const release = await openBeforeTheApp(page, '/custom-blend/introduction');
  const start = page.getByRole('link', { name: 'Login untuk mulai' });
  await expect(start).toHaveAttribute('href', '/login?from=%2Fcustom-blend%2Fpilih-biji-kopi');
  await start.click();
  await expect(page).toHaveURL(/\/login\?from=%2Fcustom-blend%2Fpilih-biji-kopi$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a signed-in customer pressing the blend intro before the app starts the blend builder', async ({
  page,
  context,
}) => {
  await logIn(page, 'siti');
  // The page's HTML is the guest's (its link to log in first); the app renders afresh over it.
  const release = await openBeforeTheApp(page, '/custom-blend/introduction', context);
  await page.getByRole('link', { name: 'Login untuk mulai' }).click();
  release();
  await expect(page).toHaveURL(/\/custom-blend\/pilih-biji-kopi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Blend Kopi Kamu' })).toBeVisible();
});

/**
 * Opens `path` with the app started but its screen's own code (`screen`, a chunk's name) held
 * back: the app is in its first render (hydrating the page) while the page shows.
 */
async function openDuringFirstRender(
  target: Page,
  path: string,
  screen: string,
  context: BrowserContext,
): Promise<() => void> {
  const chunk = new RegExp(`/assets/${screen}-[\\w-]+\\.js$`);
  const release = await holdBack(context, chunk);
  const asked = target.waitForRequest(chunk);
  await target.goto(path, { waitUntil: 'commit' });
  await asked;
  // The shell is the app's already (the footer's privacy button is live), the screen not yet.
  await expect(target.getByRole('button', { name: 'Pengaturan privasi' })).toHaveAttribute(
    'data-app-live',
    '',
  );
  return release;
}

// A customer's page is hydrated as the guest's it was rendered for, then shows the customer
// in place (src/app/sessionTakeover.tsx): rendered afresh, every element under the pointer was
// replaced and a click landing then was lost (issue 37, item 5; a clean-clone CI run).
for (const who of ['guest', 'customer'] as const) {
  test(`as a ${who}, a link and a button pressed while the app renders the page for the first time are carried out`, async ({
    page,
    context,
  }) => {
    if (who === 'customer') await logIn(page, 'siti');
    let release = await openDuringFirstRender(page, '/blogs', 'BlogsScreen', context);
    const article = page.getByRole('main').getByRole('link').filter({ visible: true }).first();
    const href = await article.getAttribute('href');
    await article.click();
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    release = await openDuringFirstRender(
      page,
      '/products/drip-bag-gayo-wine/DR-GAYO-5',
      'ProductDetailScreen',
      context,
    );
    await pressTwiceEarly(page.getByRole('button', { name: '+ Keranjang' }).first());
    release();
    // The unit and quantity to add, once (a guest is refused only when adding).
    await expect(page.getByRole('dialog').getByText('Jumlah', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The customer's header has taken the guest's place, on the same page.
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(
      who === 'guest' ? 1 : 0,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-session-pending');
  });
}

test("a press made before the app took over on one product's page is not carried out on another", async ({
  page,
}) => {
  // A page rendered afresh on another path (a stale link served another page's HTML):
  // the press is dropped and its control no longer says it waits.
  const release = await openBeforeTheApp(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');
  await pressTwiceEarly(page.getByRole('button', { name: '+ Keranjang' }));
  await page.evaluate(() => window.history.replaceState(null, '', '/products'));
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-early-press');
});

test("the other buttons a pre-rendered page shows: a product's pictures, the catalogue's tabs and sort, a password's 'Tampilkan kata sandi'", async ({
  page,
}) => {
  // The product's next picture.
  let release = await openBeforeTheApp(page, '/products/drip-bag-gayo-wine/DR-GAYO-5');
  const second = page.getByRole('button', { name: 'Gambar 2 dari 2' });
  await pressTwiceEarly(page.getByRole('button', { name: 'Gambar berikutnya' }));
  release();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.unroute(ENTRY);

  // Another category's tab, on the catalogue.
  release = await openBeforeTheApp(page, '/products');
  const tab = page.getByRole('tab').nth(1);
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  await pressTwiceEarly(tab);
  release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.unroute(ENTRY);

  // The sort: its list opens once.
  release = await openBeforeTheApp(page, '/products');
  await pressTwiceEarly(page.getByRole('button', { name: /Urutkan/ }));
  release();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.unroute(ENTRY);

  // The password shown, once (twice would hide it again).
  release = await openBeforeTheApp(page, '/login');
  const password = page.locator('input[name="password"]');
  await pressTwiceEarly(page.getByRole('button', { name: 'Tampilkan kata sandi' }));
  release();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeVisible();
});

test.describe('the analytics notice of a first visit', () => {
  test.use({ analyticsConsent: null });

  test("is on the page from its first paint, and 'Tolak' pressed before the app is carried out once it is there", async ({
    page,
  }) => {
    // Painted with the page, not seconds later as its largest content (issue 25, LCP).
    const release = await openBeforeTheApp(page, '/products');
    const notice = page.getByRole('region', { name: 'Izin analitik' });
    await expect(notice).toBeVisible();
    await pressTwiceEarly(notice.getByRole('button', { name: 'Tolak' }));
    release();
    await expect(notice).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('analyticsConsent') ?? 'null')),
    ).toEqual({ version: 1, choice: 'denied' });
    // Answered: the next page's notice is hidden before its script runs, and stays away.
    await page.unroute(ENTRY);
    const next = await openBeforeTheApp(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    next();
    // The app has the page (it marks the controls it took over), and no notice came back.
    await expect(page.getByRole('button', { name: 'Pengaturan privasi' })).toHaveAttribute(
      'data-app-live',
      '',
    );
    await expect(notice).toHaveCount(0);
  });

  test("is on the app shell of a signed-in page too, and 'Terima' pressed before the app is carried out there", async ({
    page,
    context,
  }) => {
    await logIn(page, 'siti');
    await page.evaluate(() => localStorage.removeItem('analyticsConsent'));
    // The cart has no page of its own: the host serves the app shell, which carries the notice.
    const release = await openBeforeTheApp(page, '/main/cart', context);
    const notice = page.getByRole('region', { name: 'Izin analitik' });
    await expect(notice).toBeVisible();
    await pressTwiceEarly(notice.getByRole('button', { name: 'Terima' }));
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('analyticsConsent') ?? 'null')),
    ).toEqual({ version: 1, choice: 'granted' });
  });
});
