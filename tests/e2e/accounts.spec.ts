import type { Page } from '@playwright/test';
import {
  codeSentTo,
  DEMO,
  expect,
  expectNoAxeViolations,
  logIn as logInAs,
  openPage,
  pressOkay,
  provePhone,
  test,
} from './support';

/** A phone and e-mail no seeded customer has, different for every run and project. */
function newContact() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-10);
  return { phone: `08${stamp}`, email: `kopi.${stamp}@example.com` };
}

async function logIn(page: Page, phone: string, password: string) {
  await page.getByRole('textbox', { name: 'No. Telp' }).fill(phone);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('the demo customer logs in and lands on the profile', async ({ page }) => {
  await openPage(page, '/login', 'Login');
  await expectNoAxeViolations(page);

  await logIn(page, DEMO.siti.phone, DEMO.siti.password);
  const welcome = page.getByRole('alertdialog', { name: 'Selamat datang kembali!' });
  await expect(welcome).toBeVisible();
  await expectNoAxeViolations(page);
  await welcome.getByRole('button', { name: 'Okay!' }).click();
  await expect(page).toHaveURL(/\/main\/profile$/);

  // Signed in: /login sends the customer straight on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/main\/profile$/);
});

test('a new customer proves the phone, registers, activates through the mailed link and logs in', async ({
  page,
  backOffice,
}) => {
  const { phone, email } = newContact();
  const password = 'Seduh!123';
  await openPage(page, '/register', 'Daftar');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'No. Telp' }).fill(phone);
  // The phone is proved first: a code to it, read from the WhatsApp or SMS (the mailbox).
  await provePhone(page, backOffice, phone);
  await page.getByRole('textbox', { name: 'Nama Depan' }).fill('Wulan');
  await page.getByRole('textbox', { name: 'Nama Belakang' }).fill('Sari');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await confirm.getByRole('button', { name: 'Ya, Daftar' }).click();
  const registered = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(registered).toContainText(
    'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
  );
  await registered.getByRole('button', { name: 'Okay!' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Not active yet: the login says so.
  await logIn(page, phone, password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login gagal' })).toContainText(
    'belum diaktifkan',
  );

  await backOffice.openActivationLink(page, email);
  await expect(page).toHaveURL(/\/Activation\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Akun kamu sudah aktif!' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Login sekarang' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, phone, password);
  await pressOkay(page, 'Selamat datang kembali!');
  await expect(page).toHaveURL(/\/main\/profile$/);
});

test('logging out in one tab logs out the other, and the gateway refuses the old token', async ({
  page,
  context,
  gateway,
  baseURL,
}) => {
  // The way every journey signs in (support.ts): the form, the welcome, the profile.
  await logInAs(page, 'siti');

  // The session cookies as the browser keeps them: Strict, and ending with the token.
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === 'access_token');
  expect(token?.sameSite).toBe('Strict');
  const inADay = Date.now() / 1000 + 86_400;
  for (const name of ['access_token', 'access_token_expires_at', 'customer_profile']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie?.sameSite, name).toBe('Strict');
    expect(cookie?.expires, name).toBeGreaterThan(inADay - 120);
    expect(cookie?.expires, name).toBeLessThanOrEqual(inADay + 1);
  }

  const otherTab = await context.newPage();
  await otherTab.goto('/main/profile');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Keluar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Berhasil!' })).toBeVisible();

  // The other tab was told: it left the customer's page and is signed out.
  await expect(otherTab).toHaveURL(`${baseURL}/`);
  await expect(otherTab.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The gateway forgot the token: a copy of it is refused.
  const statusWithOldToken = () =>
    page.evaluate(
      async ({ value, url }) =>
        (await fetch(url, { headers: { Authorization: `Bearer ${value}` } })).status,
      { value: decodeURIComponent(token?.value ?? ''), url: `${gateway}/api/Cart/Count` },
    );
  await expect.poll(statusWithOldToken).toBe(401);
});

test('logging in in one tab signs in the other, without a reload', async ({ page, context }) => {
  const otherTab = await context.newPage();
  await otherTab.goto('/products');
  await expect(otherTab.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // Gone with any reload: the tab must be told, not reloaded.
  await otherTab.evaluate(() => {
    (window as unknown as { stillThisPage?: boolean }).stillThisPage = true;
  });

  await logInAs(page, 'siti');

  // The other tab shows the customer: the account entry and the cart in place of Login.
  await expect(otherTab.getByRole('link', { name: 'Saya' }).first()).toBeVisible();
  await expect(otherTab.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The cart count, a signed-in read, was asked for.
  await expect(otherTab.getByRole('link', { name: /^Keranjang\D*\d/u }).first()).toBeVisible();
  expect(
    await otherTab.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
  ).toBe(true);
});

test('coming back from another site (the payment provider) keeps the Strict session', async ({
  page,
  baseURL,
}) => {
  // The way every journey signs in (support.ts): the form, the welcome, the profile.
  await logInAs(page, 'siti');

  // A page of another site links back to the shop: a top-level GET from a foreign site, on
  // which the browser sends no SameSite=Strict cookie.
  await page.route('http://pembayaran.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Bayar</title><a href="${baseURL}/main/order-history">Kembali ke toko</a>`,
    }),
  );
  await page.goto('http://pembayaran.example/selesai');
  await page.getByRole('link', { name: 'Kembali ke toko' }).click();
  await expect(page).toHaveURL(/\/main\/order-history$/);
  // Still signed in: the guard let the customer in, and the shell shows the customer's links.
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Daftar pesanan: Menunggu Pembayaran' }),
  ).toBeVisible();
});

test('a forgotten password: a code to the phone, a new password, and every other session ends', async ({
  page,
  browser,
  httpShop,
}) => {
  test.skip(!httpShop, 'two browsers share one gateway only over HTTP');
  if (!httpShop) return;
  const newPassword = 'Seduh!2025';
  // Signed in on another device: the session a reset must end.
  const other = await browser.newContext({ baseURL: httpShop.origin });
  const otherPage = await other.newPage();
  await logInAs(otherPage, 'siti');

  await openPage(page, '/login', 'Login');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'No. Telp' }).fill(DEMO.siti.phone);
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kode dikirim' })).toContainText(
    'kode 6 angka sudah kami kirim lewat WhatsApp atau SMS',
  );
  await expectNoAxeViolations(page);
  const code = await codeSentTo(httpShop.gateway, DEMO.siti.phone);
  // Reading WhatsApp and coming back to a reloaded tab: the code step is still there.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Kode dikirim' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Kode' }).fill(code);
  await page.getByRole('textbox', { name: 'Password baru', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Ulangi password baru' }).fill(newPassword);
  await page.getByRole('button', { name: 'Ubah password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password berhasil diubah' }),
  ).toBeVisible();

  // The other device's next call is refused: it is signed out, and told why.
  await otherPage.goto('/main/cart');
  await expect(otherPage.getByRole('alertdialog', { name: 'Error!' })).toContainText(
    'Unauthorized access. Please log in.',
  );
  await expect(otherPage.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await other.close();

  // The login form has the phone; the old password no longer opens the account, the new one does.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'No. Telp' })).toHaveValue(DEMO.siti.phone);
  await page.getByLabel('Password', { exact: false }).first().fill(DEMO.siti.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login gagal' })).toContainText(
    'Nomor telepon atau password salah.',
  );
  await page.getByLabel('Password', { exact: false }).first().fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await pressOkay(page, 'Selamat datang kembali!');
  await expect(page).toHaveURL(/\/main\/profile$/);
});
