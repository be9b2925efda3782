import { customProduct } from '@mocks/testing/payloads';
import { getCookie } from '@/lib/cookies';
import { SESSION_COOKIES } from '@/lib/storage';
import { blendLine } from './cartLines';

// Set-up for the share stories: the mock's seed has no custom blend, so Siti (the story's
// session) makes her cart's 'Racikan Pagi Siti' (CB-000001) through the mock gateway, as the
// builder would, and may share it, as the share dialog would.

/** The story's customer's call to the mock gateway, under her session's token. */
async function asSiti<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${getCookie(SESSION_COOKIES.accessToken) ?? ''}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Siti makes her blend: the mock's first custom product is hers, as her cart line says. */
export async function sitiMakesHerBlend(): Promise<void> {
  const code = await asSiti<string>('GET', '/api/Product/NextCode');
  if (code !== blendLine.product.code) throw new Error(`the next code is ${code}`);
  await asSiti('POST', '/api/Product', [customProduct(code, { name: blendLine.product.name })]);
}

/** Siti shares the blend she made (sitiMakesHerBlend) with a note; gives its address's slug. */
export async function sitiSharesHerBlend(note = 'Enak buat pagi hari.'): Promise<string> {
  const shared = await asSiti<{ slug: string }>('POST', '/api/SharedBlend', {
    productCode: blendLine.product.code,
    note,
  });
  return shared.slug;
}
