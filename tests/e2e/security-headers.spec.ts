import { securityHeaders } from '../../scripts/securityHeaders.mjs';
import { expect, openPage, test } from './support';

// Every e2e run happens under the shop's security headers (scripts/securityHeaders.mjs):
// `vite preview` sends those the build recorded, and a violation fails the test it happens in.

const HOME_HEADING = 'Blend Kopimu Sendiri';

test('the demo build is served with its security headers, on a deep link too', async ({ page }) => {
  const expected = securityHeaders({
    apiOrigin: null,
    imageOrigin: null,
    paymentOrigin: null,
    googleSignIn: false,
    analytics: false,
    mockWorker: true,
    shopWorker: false,
  });
  for (const path of ['/', '/products/drip-bag-gayo-wine/DR-GAYO-5']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
});

test('a script planted in the page is refused, and the refusal is caught', async ({
  page,
  securityPolicyViolations,
}) => {
  await openPage(page, '/', HOME_HEADING);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__planted = true';
    document.body.append(script);
    const picture = document.createElement('img');
    picture.src = 'https://evil.example/pixel.png';
    document.body.append(picture);
  });
  await expect.poll(() => securityPolicyViolations.length).toBe(2);
  const caught = securityPolicyViolations.splice(0);
  expect(caught).toEqual([
    expect.stringMatching(/^script-src(-elem)? refused (inline|an inline script)/),
    expect.stringMatching(/^img-src refused https:\/\/evil\.example\/pixel\.png/),
  ]);
  expect(await page.evaluate(() => 'planted' in window || '__planted' in window)).toBe(false);
});
