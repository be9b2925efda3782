import type { Page, Route } from '@playwright/test';
import { serveHttpShop } from './httpShop';
import { expect, logIn, test } from './support';

// Issue 13, faults: a mutation the gateway refuses (400), fails (500) or that never reaches
// it (offline) shows a message, is sent once per confirmed press, keeps what was typed, and
// succeeds when tried again, leaving one record on the server, not two. On the production
// build against the HTTP mock, where faults are real network answers.

const { gateway, origin } = serveHttpShop(4);
// The browser logs the connection it could not make; that is the fault under test.
test.use({ expectedPageErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

const FAULTS = {
  '500': {
    apply: (route: Route) =>
      route.fulfill({
        status: 500,
        headers: corsHeaders(),
        json: { error: 'server_error', error_description: 'Internal error' },
      }),
    says: 'Terjadi kesalahan pada server, coba beberapa saat lagi.',
  },
  '400': {
    apply: (route: Route) =>
      route.fulfill({
        status: 400,
        headers: corsHeaders(),
        json: {
          error: 'invalid_request',
          error_description: 'Data tidak valid menurut gateway.',
        },
      }),
    says: 'Data tidak valid menurut gateway.',
  },
  offline: {
    apply: (route: Route) => route.abort('internetdisconnected'),
    says: 'Periksa koneksi internetmu lalu coba lagi.',
  },
} as const;

function corsHeaders() {
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}

/**
 * Breaks `method path` at the gateway with `fault` until `mend()`; counts what was sent.
 * A preflight is let through: it is the browser's, not the shop's.
 */
async function breakCall(page: Page, method: string, path: string, fault: keyof typeof FAULTS) {
  const sent = { count: 0, broken: true };
  await page.route(`${gateway}${path}`, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    sent.count += 1;
    if (sent.broken) return FAULTS[fault].apply(route);
    return route.fallback();
  });
  test.info().annotations.push({ type: 'fault', description: `${fault}: ${method} ${path}` });
  return sent;
}

/** How many of `code` Siti's cart holds, asked of the gateway itself. */
async function quantityInCart(page: Page, code: string): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const answer = await page.request.get(`${gateway}/api/Cart`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const lines = (await answer.json()) as { product: { code: string }; quantity: number }[];
  return lines
    .filter((line) => line.product.code === code)
    .reduce((sum, line) => sum + line.quantity, 0);
}

async function expectFailureSaid(page: Page, fault: keyof typeof FAULTS) {
  const failure = page.getByRole('alertdialog', { name: 'Gagal!' });
  await expect(failure).toContainText(FAULTS[fault].says);
  await failure.getByRole('button', { name: 'Okay!' }).click();
  await expect(failure).toBeHidden();
}

for (const fault of Object.keys(FAULTS) as (keyof typeof FAULTS)[]) {
  test.describe(`under a ${fault} answer`, () => {
    test('saving the profile says why, keeps the new name and saves it once on retry', async ({
      page,
    }) => {
      await logIn(page, 'siti');
      await page.goto('/main/edit-profile');
      const firstName = page.getByRole('textbox', { name: 'Nama Depan' });
      await expect(firstName).toHaveValue('Siti');
      await firstName.fill('Sitiku');
      const sent = await breakCall(page, 'PUT', '/api/Customer', fault);

      const save = async () => {
        await page.getByRole('button', { name: 'Simpan' }).click();
        await page
          .getByRole('alertdialog', { name: 'Kamu yakin?' })
          .getByRole('button', { name: 'Ya, Perbaharui' })
          .click();
      };
      await save();
      await expectFailureSaid(page, fault);
      expect(sent.count).toBe(1);
      await expect(firstName).toHaveValue('Sitiku');

      sent.broken = false;
      await save();
      const done = page.getByRole('alertdialog', { name: 'Sukses!' });
      await expect(done).toContainText('Profil berhasil diperbaharui');
      await done.getByRole('button', { name: 'Okay!' }).click();
      expect(sent.count).toBe(2);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Sitiku');
      // Put back for the next test of this gateway.
      await page.getByRole('textbox', { name: 'Nama Depan' }).fill('Siti');
      await save();
      await page.getByRole('alertdialog', { name: 'Sukses!' }).getByRole('button').click();
    });

    test('adding to cart says why, and adds the product once when tried again', async ({
      page,
    }) => {
      await logIn(page, 'siti');
      await page.goto('/products/drip-bag-gayo-wine/DR-GAYO-5');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Drip Bag Gayo Wine' }),
      ).toBeVisible();
      const before = await quantityInCart(page, 'DR-GAYO-5');
      const sent = await breakCall(page, 'POST', '/api/Cart', fault);

      await page.getByRole('button', { name: '+ Keranjang' }).click();
      const form = page.getByRole('dialog');
      const add = async () => {
        await form.getByRole('button', { name: '+ Keranjang' }).click();
        await page
          .getByRole('alertdialog', { name: 'Kamu yakin?' })
          .getByRole('button', { name: 'Ya, Tambahkan' })
          .click();
      };
      await add();
      const failure = page.getByRole('alertdialog', { name: 'Gagal!' });
      await expect(failure).toContainText(
        'Terjadi kesalahan saat menambahkan Drip Bag Gayo Wine ke keranjang.',
      );
      await failure.getByRole('button', { name: 'Okay!' }).click();
      expect(sent.count).toBe(1);
      expect(await quantityInCart(page, 'DR-GAYO-5')).toBe(before);

      // The form stays open with what was chosen, to try again.
      await expect(form.getByRole('button', { name: '+ Keranjang' })).toBeEnabled();
      sent.broken = false;
      await add();
      await page
        .getByRole('alertdialog', { name: 'Berhasil!' })
        .getByRole('button', { name: 'Okay!' })
        .click();
      expect(sent.count).toBe(2);
      // Added once: the failed press left nothing behind.
      expect(await quantityInCart(page, 'DR-GAYO-5')).toBe(before + 1);
    });
  });
}
