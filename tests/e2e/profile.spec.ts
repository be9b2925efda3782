import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, test } from './support';

/** Waits until any alert's entry animation is over, so axe sees the colours a person sees. */
async function settledDialog(page: Page, name: string) {
  const dialog = page.getByRole('alertdialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  return dialog;
}

test('a customer sees the profile, edits the name and still sees it after a reload', async ({
  page,
}) => {
  await logIn(page, 'siti');
  await expect(page.getByRole('heading', { level: 1, name: 'Siti Rahayu' })).toBeVisible();
  await expect(page.getByText('Non Member')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pesanan Saya' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/main\/profile\?tab=profile$/);
  const firstName = page.getByRole('textbox', { name: 'Nama Depan' });
  await expect(firstName).toHaveValue('Siti');
  await expect(page.getByRole('textbox', { name: 'No. Telp' })).toHaveAttribute('readonly');
  await expectNoAxeViolations(page);

  await firstName.fill('Sari');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const confirm = await settledDialog(page, 'Kamu yakin?');
  await expect(confirm).toContainText('Profile kamu akan diperbaharui');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Ya, Perbaharui' }).click();
  const done = await settledDialog(page, 'Sukses!');
  await expect(done).toContainText('Profil berhasil diperbaharui');
  await done.getByRole('button', { name: 'Okay!' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sari Rahayu' })).toBeVisible();

  // The tab is in the address, the name in the gateway: a reload keeps both.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sari Rahayu' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Profile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Sari');
});

test('logging out ends the session and lands on the home page', async ({ page, context }) => {
  await logIn(page, 'siti');
  await page.getByRole('button', { name: 'Log Out' }).click();
  const confirm = await settledDialog(page, 'Kamu yakin?');
  await expect(confirm).toContainText('Kamu akan keluar dari website ...');
  await confirm.getByRole('button', { name: 'Ya, Keluar' }).click();

  const farewell = await settledDialog(page, 'Berhasil!');
  await expect(farewell).toContainText('Sampai jumpa kembali!');
  await expectNoAxeViolations(page);
  await farewell.getByRole('button', { name: 'Okay!' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('access_token');
  expect(cookies).not.toContain('customer_profile');

  // The profile is closed to a guest now.
  await page.goto('/main/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fmain%2Fprofile$/);
});
