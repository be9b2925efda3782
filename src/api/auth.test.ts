import { server } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import { expect, test, vi } from 'vitest';
import {
  googleLogin,
  requestCustomerToken,
  requestPasswordResetCode,
  resetPassword,
} from './auth/calls';
import { createCustomer, requestRegistrationCode } from './customer/calls';

const token = { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 };

test('login posts the password flow as a form, with no client secret', async () => {
  let contentType: string | null = null;
  let form: URLSearchParams | undefined;
  server.use(
    http.post('*/connect/token', async ({ request }) => {
      contentType = request.headers.get('Content-Type');
      form = new URLSearchParams(await request.text());
      return HttpResponse.json(token);
    }),
  );
  await expect(
    requestCustomerToken({ phone: '081234567890', password: 'Kopi!2024' }),
  ).resolves.toEqual(token);
  expect(contentType).toBe('application/x-www-form-urlencoded');
  expect(form?.get('grant_type')).toBe('password');
  expect(form?.get('username')).toBe('081234567890');
  expect(form?.get('password')).toBe('Kopi!2024');
  expect(form?.get('client_id')).toBeTruthy();
  expect(form?.has('client_secret')).toBe(false);
});

test('a token answer without a token is rejected', async () => {
  server.use(http.post('*/connect/token', () => HttpResponse.json({ token_type: 'Bearer' })));
  await expect(
    requestCustomerToken({ phone: '081234567890', password: 'Kopi!2024' }),
  ).rejects.toMatchObject({ error: 'invalid_response' });
});

test('Google login presents the client token it fetched first', async () => {
  const grants: (string | null)[] = [];
  let authorization: string | null = null;
  let body: unknown;
  server.use(
    http.post('*/connect/token', async ({ request }) => {
      grants.push(new URLSearchParams(await request.text()).get('grant_type'));
      return HttpResponse.json({ ...token, access_token: 'client-tok' });
    }),
    http.post('*/api/Account/GoogleLogin', async ({ request }) => {
      authorization = request.headers.get('Authorization');
      body = await request.json();
      return HttpResponse.json({
        access_token: 'customer-tok',
        given_name: 'Siti',
        name: 'Siti Rahayu',
        user_id: 'google-1',
      });
    }),
  );
  const signedIn = await googleLogin({ googleToken: 'id-token', providerKey: '1098' });
  expect(signedIn.given_name).toBe('Siti');
  expect(grants).toEqual(['client_credentials']);
  expect(authorization).toBe('Bearer client-tok');
  expect(body).toMatchObject({ googleToken: 'id-token', providerKey: '1098' });
});

test("the calls the device's cookie counts in send the gateway's cookies, on another origin too", async () => {
  // Read as the client hands each request to fetch: the mock's own copy keeps no credentials.
  const credentials: Record<string, RequestCredentials> = {};
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    credentials[new URL(request.url).pathname] = request.credentials;
    return request.url.endsWith('/connect/token')
      ? HttpResponse.json(token)
      : new Response(null, { status: 202 });
  });
  try {
    await requestCustomerToken({ phone: '081234567890', password: 'Kopi!2024' });
    await requestPasswordResetCode('081234567890');
    await resetPassword({ mobileNumber: '081234567890', code: '493027', password: 'Kopi!2025' });
    await requestRegistrationCode('081355501234');
    await createCustomer({
      firstName: 'Dewi',
      lastName: 'Lestari',
      emailAddress: 'dewi@example.com',
      mobileNumber: '081355501234',
      joinDate: '20260517',
      birthday: '20260517',
      password: 'Kopi!2024',
      code: '493027',
    });
  } finally {
    fetchSpy.mockRestore();
  }
  expect(credentials).toEqual({
    '/connect/token': 'include',
    '/api/Account/PasswordReset/Code': 'include',
    '/api/Account/PasswordReset': 'include',
    '/api/Customer/RegistrationCode': 'include',
    '/api/Customer': 'include',
  });
});
