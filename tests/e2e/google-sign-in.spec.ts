import { expect, expectNoAxeViolations, provePhone, test } from './support';

// Google sign-in through the demo build's offline account chooser: a production build without
// VITE_GOOGLE_CLIENT_ID offers no Google sign-in (production.spec.ts checks that), so this
// journey cannot run with the others on the production build (the `http` project). It runs
// once, on the demo build at desktop size: nothing in it depends on the screen's size.

/** A phone and e-mail no seeded customer has, different for every run. */
function newContact() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-10);
  return { phone: `08${stamp}`, email: `kopi.${stamp}@example.com` };
}

test('a new Google account proves its phone, completes its profile, then logs in again', async ({
  page,
  backOffice,
}) => {
  const { phone, email } = newContact();
  const chooseOtherGoogleAccount = async () => {
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Pilih akun Google' });
    await chooser.getByRole('textbox', { name: 'Nama Depan' }).fill('Bayu');
    await chooser.getByRole('textbox', { name: 'Nama Belakang' }).fill('Saputra');
    await chooser.getByRole('textbox', { name: 'Email' }).fill(email);
    return chooser;
  };

  await page.goto('/login');
  const chooser = await chooseOtherGoogleAccount();
  await expectNoAxeViolations(page);
  await chooser.getByRole('button', { name: 'Lanjutkan' }).click();

  await expect(page).toHaveURL(/\/lengkapi-profil$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lengkapi biodata kamu ya!' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Bayu');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Nomor Telepon' }).fill(phone);
  // Google proves the e-mail, not the phone: a code to it, read from the WhatsApp or SMS.
  await provePhone(page, backOffice, phone);
  await page.getByRole('button', { name: 'Perbaharui Profil' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kamu yakin?' });
  await expect(confirm).toContainText('Data profile kamu akan disimpan pada aplikasi kami');
  await confirm.getByRole('button', { name: 'Ya, Simpan' }).click();
  const saved = page.getByRole('alertdialog', { name: 'Berhasil!' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Okay!' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('access_token');

  // The completed account is a customer now: Google welcomes it by name.
  await (await chooseOtherGoogleAccount()).getByRole('button', { name: 'Lanjutkan' }).click();
  const welcome = page.getByRole('alertdialog', { name: 'Selamat datang, Bayu!' });
  await welcome.getByRole('button', { name: 'Okay!' }).click();
  await expect(page).toHaveURL(/\/main\/profile$/);
});
