import type { APIRequestContext } from '@playwright/test';
import { customProduct, passwordLogin } from '../../mocks/testing/payloads';
import { DEMO, expect } from './support';

/**
 * Siti makes a blend named `name` through the HTTP gateway, as the blend builder does; gives
 * its code and her calls' headers.
 */
export async function blendOverHttp(request: APIRequestContext, gateway: string, name: string) {
  const login = await request.post(`${gateway}/connect/token`, {
    form: passwordLogin(DEMO.siti.phone, DEMO.siti.password, 'kopi_api'),
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const code = await (await request.get(`${gateway}/api/Product/NextCode`, { headers })).json();
  const made = await request.post(`${gateway}/api/Product`, {
    headers,
    data: [customProduct(code, { name })],
  });
  expect(made.status()).toBe(201);
  return { code: code as string, headers };
}

/**
 * Siti makes a blend named `name` and shares it through the HTTP gateway, as the builder and
 * the share dialog do; gives its slug and her calls' headers (to take it down again).
 */
export async function shareOverHttp(request: APIRequestContext, gateway: string, name: string) {
  const { code, headers } = await blendOverHttp(request, gateway, name);
  const shared = await request.post(`${gateway}/api/SharedBlend`, {
    headers,
    data: { productCode: code },
  });
  expect(shared.status()).toBe(201);
  return { slug: (await shared.json()).slug as string, headers };
}

/** The `<head>` of an HTML answer, as a crawler reads it. */
export async function headOf(answer: { text(): Promise<string> }): Promise<string> {
  return (await answer.text()).split('</head>')[0] ?? '';
}
