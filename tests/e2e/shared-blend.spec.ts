import type { Page } from '@playwright/test';
import { cartLine } from '../../mocks/testing/payloads';
import { blendOverHttp } from './shareOverHttp';
import { answerConfirm, expect, logIn, logOut, pressOkay, test } from './support';

/**
 * A blend worth sharing (issue 39), through the production build over the HTTP gateway, the
 * one place two customers meet: Siti shares the blend in her cart, a guest opens the link,
 * logs in as Budi, comes back, buys it and orders it at a branch; Siti's profile then says
 * it was bought once, naming nobody.
 */

const NAME = 'Blend Sore Siti';

// Four screens, two customers and an order: longer than a test's default 30 s on a busy CI.
test.describe.configure({ timeout: 90_000 });

/**
 * Siti, logged in, with her blend in her cart, made as the builder makes it (the builder has
 * its own journey).
 */
async function sitiWithHerBlendInCart(page: Page, gateway: string) {
  await logIn(page, 'siti');
  const { code, headers } = await blendOverHttp(page.request, gateway, NAME);
  const added = await page.request.post(`${gateway}/api/Cart`, {
    headers,
    data: [cartLine(code, 1, '250GR')],
  });
  expect(added.status()).toBe(201);
}

/** Siti shares it from her cart's blend window; gives the address the dialog shows. */
async function shareFromCart(page: Page): Promise<string> {
  await page.goto('/main/cart');
  await page.getByRole('button', { name: `Lihat detail ${NAME}` }).click();
  const window = page.getByRole('dialog', { name: NAME });
  await window.getByRole('button', { name: 'Bagikan blend ini' }).click();
  const share = page.getByRole('dialog', { name: 'Bagikan blend ini' });
  // What goes public, before anything is: her first name only, never her phone.
  await expect(share.getByText('Diracik oleh Siti', { exact: true })).toBeVisible();
  await expect(share).not.toContainText('Rahayu');
  await share.getByRole('textbox', { name: 'Catatan (opsional)' }).fill('Enak diseduh V60.');
  await share.getByRole('button', { name: 'Bagikan', exact: true }).click();
  const address = share.getByRole('textbox', { name: 'Tautan blend' });
  await expect(address).toHaveValue(/\/blend\/blend-sore-siti-[a-z0-9]{10}$/);
  return new URL(await address.inputValue()).pathname;
}

test('Siti shares her blend, a guest opens it, logs in and buys it, and Siti sees it bought once', async ({
  page,
  gateway,
}) => {
  await sitiWithHerBlendInCart(page, gateway);
  const path = await shareFromCart(page);
  await logOut(page);

  // A guest opens the link: the blend as Siti shared it, and the way to buy it.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Diracik oleh Siti', { exact: true })).toBeVisible();
  await expect(page.getByText('Enak diseduh V60.')).toBeVisible();
  await page.getByRole('link', { name: 'Beli blend ini' }).click();
  await logIn(page, 'budi', { landsOn: path });

  // Budi buys it into his own cart, then pays for it at a branch.
  await page.getByRole('button', { name: 'Beli blend ini' }).click();
  const form = page.getByRole('dialog', { name: 'Beli blend ini' });
  await form.getByRole('button', { name: '+ Keranjang' }).click();
  await answerConfirm(page, 'Ya, Tambahkan');
  await pressOkay(page, 'Berhasil!');
  await page.goto('/main/cart');
  await expect(page.getByRole('article', { name: new RegExp(NAME) })).toBeVisible();
  await page.goto('/main/select-branch');
  await page
    .getByRole('radio', { name: /^Kopi Nusantara Kemang/ })
    .locator('xpath=ancestor::label')
    .click();
  await page.getByRole('button', { name: 'Bayar di cabang ini' }).click();
  await answerConfirm(page, 'Ya, Buat QR');
  await expect(page.getByRole('img', { name: /^Kode QR pembayaran SI-QR-/ })).toBeVisible();
  // Budi's session ends here (his profile would first ask for an address he has not given).
  await page.context().clearCookies();

  // Siti sees it travel: bought once, by nobody she is told of.
  await logIn(page, 'siti');
  await page.goto('/main/profile?tab=blend');
  const shared = page.getByRole('tabpanel', { name: 'Blend Dibagikan' });
  await expect(shared.getByRole('link', { name: NAME })).toHaveAttribute('href', path);
  await expect(shared.getByText('Dibeli 1 kali')).toBeVisible();
  await expect(shared).not.toContainText('Budi');
});
