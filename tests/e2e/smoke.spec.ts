import { expect, test } from '@playwright/test';

test('the built app loads, its mock worker answers and the home page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' })).toBeVisible();
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/health');
    return res.json();
  });
  expect(answer).toEqual({ status: 'ok' });
});
