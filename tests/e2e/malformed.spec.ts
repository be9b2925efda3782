import type { Page, Route } from '@playwright/test';
import { cartLine } from '../../mocks/testing/payloads';
import { askGateway, breakCall, corsHeaders, signedInOnce } from './gatewayFaults';
import { serveHttpShop } from './httpShop';
import { expect, test } from './support';

// Issue 13, malformed answers: a gateway (or a proxy in front of it) that answers 200 with
// wrong types, missing fields or an HTML page gives an error state or a failure message,
// never a blank page; a screen whose code throws shows the error boundary with a way back.
// On the production build against the HTTP mock; the desktop project only (a size-blind rule).

const { gateway, origin } = serveHttpShop(5);
test.use({ reducedMotion: 'reduce' });

const UNREADABLE = 'Data dari server tidak dapat dibaca. Silakan coba lagi nanti.';

/** Three ways an answer with status 200 can be unreadable, for a call answering `valid`. */
function malformedAnswers(wrongTypes: unknown, missingFields: unknown) {
  const answer = (body: string, contentType: string) => (route: Route) =>
    route.fulfill({ status: 200, headers: corsHeaders(origin), contentType, body });
  return {
    // A proxy's error page where the gateway should have answered.
    'an HTML page': answer(
      '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      'text/html',
    ),
    'wrong types': answer(JSON.stringify(wrongTypes), 'application/json'),
    'missing fields': answer(JSON.stringify(missingFields), 'application/json'),
  };
}

const isCall = (path: string) => (url: URL) => url.origin === gateway && url.pathname === path;

test.describe('the product list, read by a guest', () => {
  const answers = malformedAnswers({ items: 'none', total: '12' }, [
    { sellPrice: 28_000, category: { name: 'Drips', alias: 'Drips' } },
  ]);
  for (const [malformed, answer] of Object.entries(answers)) {
    test(`as ${malformed}: shows its error state, and loads on retry`, async ({ page }) => {
      const sent = await breakCall(page, 'GET', isCall('/api/Product'), answer, malformed);
      await page.goto('/products');
      const failed = page.getByRole('alert').filter({ hasText: 'Produk tidak dapat dimuat.' });
      await expect(failed).toContainText(UNREADABLE);
      // The shell stays: the page is not blank.
      await expect(page.getByRole('navigation').first()).toBeVisible();

      sent.broken = false;
      await failed.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(failed).toHaveCount(0);
    });
  }
});

test.describe('paying a delivery online', () => {
  signedInOnce(origin);
  const answers = malformedAnswers(
    { orderAlias: 129, token: true, redirect_url: null },
    { orderAlias: 'SO-0129' },
  );

  async function readyToPay(page: Page) {
    await askGateway(page, `${gateway}/api/Cart`, 'POST', [cartLine('DR-GAYO-5', 1, '5PCS')]);
    await page.goto('/main/checkout');
    for (const name of ['Jalur Nugraha Ekakurir (JNE)', /^REG · Layanan Reguler/]) {
      const radio = page.getByRole('radio', { name });
      await expect(radio).toBeEnabled();
      await page.locator('label').filter({ has: radio }).click();
      await expect(radio).toBeChecked();
    }
  }

  for (const [malformed, answer] of Object.entries(answers)) {
    test(`answered with ${malformed}: says the answer could not be read`, async ({ page }) => {
      await readyToPay(page);
      const sent = await breakCall(
        page,
        'POST',
        isCall('/api/SalesInvoice/Online'),
        answer,
        malformed,
      );
      await page.getByRole('button', { name: 'Lanjut Pembayaran' }).click();
      const failure = page.getByRole('alertdialog', { name: 'Gagal!' });
      await expect(failure).toContainText(
        'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti.',
      );
      await expect(failure).toContainText(UNREADABLE);
      await failure.getByRole('button', { name: 'Okay!' }).click();
      expect(sent.count).toBe(1);
      // Still the checkout, with what was chosen: not a blank page.
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /^REG · Layanan Reguler/ })).toBeChecked();
    });
  }
});

test.describe('a screen whose code throws while rendering', () => {
  test.use({ expectedPageErrors: [/A screen failed to render|Rusak saat ditampilkan/] });

  test('shows the error boundary inside the shell, and the way back home works', async ({
    page,
  }) => {
    // The blog article screen's code, replaced by one that throws when it renders.
    await page.route(/\/assets\/BlogDetailScreen-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function BlogDetailScreen() { throw new Error("Rusak saat ditampilkan"); }',
      }),
    );
    test.info().annotations.push({ type: 'fault', description: 'throws: BlogDetailScreen' });
    await page.goto('/blogs/detail/mengenal-kopi-gayo');
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed.getByRole('heading', { level: 1 })).toHaveText(
      'Halaman ini gagal ditampilkan',
    );
    await expect(failed).toContainText('Maaf, terjadi kesalahan di halaman ini.');
    await failed.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' }),
    ).toBeVisible();
  });
});
