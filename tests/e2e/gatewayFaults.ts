import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, logIn, test } from './support';

/**
 * What the specs that break the HTTP mock gateway's answers share (faults-over-http,
 * malformed): one signed-in session per spec, the gateway asked directly, and one call
 * answered otherwise than the gateway would.
 */

/** Signs `who` in once through the form for the calling spec; its tests start signed in. */
export function signedInOnce(origin: string, who: 'siti' | 'budi' = 'siti') {
  const sessionFile = join(tmpdir(), `kopi-${who}-${new URL(origin).port}.json`);
  // Empty until signed in: the sign-in's own context starts from it too.
  writeFileSync(sessionFile, JSON.stringify({ cookies: [], origins: [] }));
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin });
    await logIn(await context.newPage(), who);
    await context.storageState({ path: sessionFile });
    await context.close();
  });
  test.use({ storageState: sessionFile });
}

/** Asks the gateway itself, as the page's signed-in customer. */
export async function askGateway<T>(
  page: Page,
  url: string,
  method = 'GET',
  data?: unknown,
): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const answer = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${url}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The headers the gateway's own answers carry, so the page may read a substituted one. */
export function corsHeaders(origin: string) {
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}

/**
 * Answers `method url` with `broken` while `sent.broken` holds, and counts the shop's calls;
 * annotated as a fault for the e2e summary. A preflight is let through: it is the
 * browser's, not the shop's.
 */
export async function breakCall(
  page: Page,
  method: string,
  url: string | ((url: URL) => boolean),
  broken: (route: Route) => Promise<void>,
  fault: string,
) {
  const sent = { count: 0, broken: true };
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    sent.count += 1;
    if (sent.broken) return broken(route);
    return route.fallback();
  });
  const where = typeof url === 'string' ? new URL(url).pathname : 'the gateway';
  test.info().annotations.push({ type: 'fault', description: `${fault}: ${method} ${where}` });
  return sent;
}
