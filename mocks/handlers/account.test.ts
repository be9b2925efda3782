import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_LIFETIME_S } from '../http/auth';
import {
  call,
  clientToken,
  DEMO_PASSWORD,
  DEMO_PHONE,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';

function passwordForm(username: string, password: string) {
  return {
    grant_type: 'password',
    client_id: 'kopi-storefront',
    scope: 'kopi_api offline_access',
    username,
    password,
  };
}

describe('the token endpoint', () => {
  it('issues a client token for client credentials', async () => {
    const { status, body } = await call('POST', '/connect/token', {
      form: { grant_type: 'client_credentials', client_id: 'kopi-storefront', scope: 'kopi_api' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('issues a customer token for a demo customer, also when the phone is written +62', async () => {
    for (const phone of [DEMO_PHONE, '+6281234567890', EMPTY_DEMO_PHONE]) {
      const { status, body } = await call('POST', '/connect/token', {
        form: passwordForm(phone, DEMO_PASSWORD),
      });
      expect(status).toBe(200);
      expect(body.expires_in).toBe(CUSTOMER_TOKEN_LIFETIME_S);
    }
  });

  it.each([
    ['an unknown phone', '089999999999', DEMO_PASSWORD, 'Nomor telepon belum terdaftar.'],
    ['a wrong password', DEMO_PHONE, 'Kopi!2025', 'Password salah.'],
    ['an inactive account', '081377778888', DEMO_PASSWORD, 'Akun belum diaktifkan'],
  ])('refuses %s with 400 invalid_grant in Indonesian', async (_, phone, password, text) => {
    const { status, body } = await call('POST', '/connect/token', {
      form: passwordForm(phone, password),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toContain(text);
  });

  it('refuses incomplete and unsupported requests', async () => {
    const missingScope = await call('POST', '/connect/token', {
      form: { grant_type: 'client_credentials', client_id: 'kopi-storefront' },
    });
    expect(missingScope.body.error).toBe('invalid_scope');
    const noPassword = await call('POST', '/connect/token', {
      form: passwordForm(DEMO_PHONE, ''),
    });
    expect(noPassword.body.error_description).toBe('Password wajib diisi.');
    const implicit = await call('POST', '/connect/token', {
      form: { grant_type: 'implicit', client_id: 'kopi-storefront', scope: 'kopi_api' },
    });
    expect(implicit.body.error).toBe('unsupported_grant_type');
    const json = await call('POST', '/connect/token', {
      json: passwordForm(DEMO_PHONE, DEMO_PASSWORD),
    });
    expect(json.status).toBe(400);
  });
});

describe('bearer tokens on customer calls', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 401 without a token, with a forged one and with a malformed header', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer kopi_forged0000000000000000000000000000' },
      { authorization: 'Basic a29waTprb3Bp' },
    ];
    for (const headers of cases) {
      const { status, body } = await call('GET', '/api/Cart', { headers });
      expect(status).toBe(401);
      expect(body.error).toBe('invalid_token');
    }
  });

  it('answers 401 once a customer token has expired', async () => {
    const token = await login();
    expect((await call('GET', '/api/Cart/Count', { token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CUSTOMER_TOKEN_LIFETIME_S * 1000 + 1);
    const { status, body } = await call('GET', '/api/Cart/Count', { token });
    expect(status).toBe(401);
    expect(body.error_description).toContain('kedaluwarsa');
  });

  it('does not take a client token for customer data', async () => {
    const { status } = await call('GET', '/api/Customer', { token: await clientToken() });
    expect(status).toBe(401);
  });
});

describe('Google login', () => {
  const googleBody = (googleToken: string) => ({
    googleToken,
    providerKey: '109876543210987654321',
    appId: 'kopi-storefront.apps.googleusercontent.com',
  });

  it('needs the client token', async () => {
    const { status } = await call('POST', '/api/Account/GoogleLogin', {
      json: googleBody('mock-google:siti.rahayu@example.com:Siti:Rahayu'),
    });
    expect(status).toBe(401);
  });

  it('signs an existing customer in by e-mail', async () => {
    const { status, body } = await call('POST', '/api/Account/GoogleLogin', {
      token: await clientToken(),
      json: googleBody('mock-google:Siti.Rahayu@example.com:Siti:Rahayu'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      given_name: 'Siti',
      name: 'Siti Rahayu',
      user_id: 'usr-081234567890',
    });
    const profile = await call('GET', '/api/Customer', { token: body.access_token });
    expect(profile.body.alias).toBe('cus-siti-rahayu');
  });

  it('refuses a token that is not from the account chooser', async () => {
    for (const token of ['eyJhbGciOi.fake', 'mock-google:no-email:Ana:', 'mock-google:a@b.id::X']) {
      const { status, body } = await call('POST', '/api/Account/GoogleLogin', {
        token: await clientToken(),
        json: googleBody(token),
      });
      expect(status).toBe(400);
      expect(body.error_description).toBe('Token Google tidak valid.');
    }
  });

  it('lets a new Google account complete its profile, active at once', async () => {
    const signIn = await call('POST', '/api/Account/GoogleLogin', {
      token: await clientToken(),
      json: googleBody('mock-google:dewi.lestari@example.com:Dewi:Lestari'),
    });
    const { access_token: token, user_id: userId } = signIn.body;
    expect(userId).toMatch(/^google-\d{21}$/);
    expect((await call('GET', '/api/Customer', { token })).status).toBe(404);
    expect((await call('GET', '/api/Cart/Count', { token })).status).toBe(401);

    const profile = {
      firstName: 'Dewi',
      lastName: 'Lestari',
      userId,
      emailAddress: 'dewi.lestari@example.com',
      joinDate: '20260517',
      birthday: '20260517',
      mobileNumber: '085711112222',
    };
    const wrongEmail = await call('POST', '/api/Customer', {
      token,
      json: [{ ...profile, emailAddress: 'orang.lain@example.com' }],
    });
    expect(wrongEmail.status).toBe(400);
    const created = await call('POST', '/api/Customer', { token, json: [profile] });
    expect(created.status).toBe(201);
    expect(created.body[0]).toMatchObject({ userId, isInActive: false, password: null });
    expect((await call('GET', '/api/Customer', { token })).status).toBe(200);
    const again = await call('POST', '/api/Customer', { token, json: [profile] });
    expect(again.status).toBe(409);
  });
});
