import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleSubject, MOCK_GOOGLE_CLIENT_ID } from '../domain/google';
import { LOGIN_PAIR_LIMIT, LOGIN_PHONE_LIMIT, LOGIN_SOURCE_LIMIT } from '../domain/loginThrottle';
import { lastCodeSentTo } from '../domain/mailbox';
import { CUSTOMER_TOKEN_LIFETIME_S } from '../http/auth';
import { SOURCE_HEADER } from '../http/source';
import { addGoogleOnlyCustomer } from '../testing/customers';
import {
  call,
  clientToken,
  DEMO_PASSWORD,
  DEMO_PHONE,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { passwordLogin } from '../testing/payloads';

/** A customer who signs in only with Google (no password), by the phone they gave. */
const googleOnlyCustomer = () =>
  addGoogleOnlyCustomer({
    id: 4242,
    alias: 'cus-google-only',
    email: 'google.only@example.com',
    phone: '085733334444',
  });

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
        form: passwordLogin(phone, DEMO_PASSWORD),
      });
      expect(status).toBe(200);
      expect(body.expires_in).toBe(CUSTOMER_TOKEN_LIFETIME_S);
    }
  });

  it('answers an unknown phone, a wrong password and a Google-only account alike', async () => {
    const google = await googleOnlyCustomer();
    const answers = [];
    for (const [phone, password] of [
      ['089999999999', DEMO_PASSWORD],
      [DEMO_PHONE, 'Kopi!2025'],
      [google, DEMO_PASSWORD],
      // An inactive account with a wrong password learns nothing either.
      ['081377778888', 'Kopi!2025'],
    ] as const) {
      const { status, body } = await call('POST', '/connect/token', {
        form: passwordLogin(phone, password),
      });
      answers.push({ status, body });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Nomor telepon atau password salah.' },
      });
    }
  });

  it('tells only the right password that the account waits for activation', async () => {
    const { status, body } = await call('POST', '/connect/token', {
      form: passwordLogin('081377778888', DEMO_PASSWORD),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toContain('Akun belum diaktifkan');
  });

  it('refuses incomplete and unsupported requests', async () => {
    const missingScope = await call('POST', '/connect/token', {
      form: { grant_type: 'client_credentials', client_id: 'kopi-storefront' },
    });
    expect(missingScope.body.error).toBe('invalid_scope');
    const noPassword = await call('POST', '/connect/token', {
      form: passwordLogin(DEMO_PHONE, ''),
    });
    expect(noPassword.body.error_description).toBe('Password wajib diisi.');
    const implicit = await call('POST', '/connect/token', {
      form: { grant_type: 'implicit', client_id: 'kopi-storefront', scope: 'kopi_api' },
    });
    expect(implicit.body.error).toBe('unsupported_grant_type');
    const json = await call('POST', '/connect/token', {
      json: passwordLogin(DEMO_PHONE, DEMO_PASSWORD),
    });
    expect(json.status).toBe(400);
  });
});

describe('repeated failed logins', () => {
  afterEach(() => vi.useRealTimers());

  const attempt = (phone: string, password: string, source?: string) =>
    call('POST', '/connect/token', {
      form: passwordLogin(phone, password),
      headers: source ? { [SOURCE_HEADER]: source } : {},
    });

  it('are slowed after 5 failures within 15 minutes, the right password included', async () => {
    for (let failure = 1; failure <= LOGIN_PAIR_LIMIT.max; failure += 1) {
      expect((await attempt(DEMO_PHONE, 'Salah!123')).status).toBe(400);
    }
    const slowed = await attempt(DEMO_PHONE, DEMO_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error).toBe('too_many_requests');
    expect(slowed.body.error_description).toBe(
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    );
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another phone is not slowed by these failures.
    expect((await attempt(EMPTY_DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });

  it('count unknown phones the same way, and let the phone in again after the window', async () => {
    const stranger = '089911112222';
    for (let failure = 1; failure <= LOGIN_PAIR_LIMIT.max; failure += 1) {
      await attempt(stranger, 'Salah!123');
    }
    expect((await attempt(stranger, 'Salah!123')).status).toBe(429);
    for (let failure = 1; failure < LOGIN_PAIR_LIMIT.max; failure += 1) {
      await attempt(DEMO_PHONE, 'Salah!123');
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_PAIR_LIMIT.windowMs + 1000);
    expect((await attempt(stranger, 'Salah!123')).status).toBe(400);
    expect((await attempt(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forget the failures once the right password gets in', async () => {
    for (let failure = 1; failure < LOGIN_PAIR_LIMIT.max; failure += 1) {
      await attempt(DEMO_PHONE, 'Salah!123');
    }
    expect((await attempt(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
    for (let failure = 1; failure < LOGIN_PAIR_LIMIT.max; failure += 1) {
      expect((await attempt(DEMO_PHONE, 'Salah!123')).status).toBe(400);
    }
    expect((await attempt(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('the login throttle, per source and phone', () => {
  const attempt = (source: string, phone: string, password: string, cookie?: string) =>
    call('POST', '/connect/token', {
      form: passwordLogin(phone, password),
      headers: { [SOURCE_HEADER]: source, ...(cookie ? { cookie } : {}) },
    });
  const stranger = '203.0.113.7';
  const customer = '198.51.100.20';

  it('locks the guessing source out of the phone, not the customer', async () => {
    for (let failure = 1; failure <= LOGIN_PAIR_LIMIT.max; failure += 1) {
      expect((await attempt(stranger, DEMO_PHONE, 'Salah!123')).status).toBe(400);
    }
    const locked = await attempt(stranger, DEMO_PHONE, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error_description).toBe(
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    );
    expect((await attempt(customer, DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });

  it('slows one password tried across many phones from one source', async () => {
    for (let phone = 0; phone < LOGIN_SOURCE_LIMIT.max; phone += 1) {
      const status = (
        await attempt(stranger, `08991234${String(phone).padStart(4, '0')}`, 'Kopi!2024')
      ).status;
      expect(status).toBe(400);
    }
    const sprayed = await attempt(stranger, EMPTY_DEMO_PHONE, DEMO_PASSWORD);
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Another source is not slowed by this one's guesses.
    expect((await attempt(customer, EMPTY_DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });

  it('slows a phone guessed at from many sources, but not a device that signed in to it before', async () => {
    const signedIn = await attempt(customer, DEMO_PHONE, DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    // The device is known by the cookie its sign-in set, not by its address.
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^kopi_device=dev-[0-9a-f]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const device = setCookie.split(';')[0] ?? '';
    const sources = LOGIN_PHONE_LIMIT.max / LOGIN_PAIR_LIMIT.max;
    for (let source = 0; source < sources; source += 1) {
      for (let failure = 1; failure <= LOGIN_PAIR_LIMIT.max; failure += 1) {
        await attempt(`192.0.2.${source}`, DEMO_PHONE, 'Salah!123');
      }
    }
    const newDevice = await attempt('192.0.2.250', DEMO_PHONE, DEMO_PASSWORD);
    expect(newDevice.status).toBe(429);
    // An unknown phone guessed at as often answers the same: the lock tells nothing.
    for (let source = 0; source < sources; source += 1) {
      for (let failure = 1; failure <= LOGIN_PAIR_LIMIT.max; failure += 1) {
        await attempt(`192.0.2.${100 + source}`, '089911112222', 'Salah!123');
      }
    }
    expect((await attempt('192.0.2.250', '089911112222', DEMO_PASSWORD)).body).toEqual(
      newDevice.body,
    );
    // The same address without the cookie is a stranger now; the cookie from a new address is not.
    expect((await attempt(customer, DEMO_PHONE, DEMO_PASSWORD)).status).toBe(429);
    const moved = await attempt('192.0.2.251', DEMO_PHONE, DEMO_PASSWORD, device);
    expect(moved.status).toBe(200);
    // A known device keeps its cookie: the answer sets none again.
    expect(moved.headers.get('set-cookie')).toBeNull();
    // A cookie the gateway never set is none at all.
    const forged = await attempt('192.0.2.252', DEMO_PHONE, DEMO_PASSWORD, 'kopi_device=mine');
    expect(forged.status).toBe(429);
  });

  it('counts an IPv6 source by its /64: another address in it is the same source', async () => {
    for (let failure = 0; failure < LOGIN_SOURCE_LIMIT.max; failure += 1) {
      await attempt(
        `2001:db8:5:7::${failure.toString(16)}`,
        `0899000000${failure % 10}${failure}`,
        'Salah!123',
      );
    }
    expect((await attempt('2001:0db8:0005:0007:ffff::1', DEMO_PHONE, DEMO_PASSWORD)).status).toBe(
      429,
    );
    expect((await attempt('2001:db8:5:8::1', DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
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

describe('token revocation (logout)', () => {
  const revoke = (token: string) =>
    call('POST', '/connect/revocation', {
      form: { token, token_type_hint: 'access_token', client_id: 'kopi-storefront' },
    });

  it('makes the gateway refuse the token from then on, and only that token', async () => {
    const token = await login();
    const otherSession = await login();
    expect((await call('GET', '/api/Cart/Count', { token })).status).toBe(200);
    expect((await revoke(token)).status).toBe(200);
    const refused = await call('GET', '/api/Cart/Count', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_token');
    expect((await call('GET', '/api/Cart/Count', { token: otherSession })).status).toBe(200);
  });

  it('answers the same for a token it does not know', async () => {
    const { status } = await revoke('kopi_forged0000000000000000000000000000');
    expect(status).toBe(200);
    expect((await call('POST', '/connect/revocation', { form: { token: 'x' } })).status).toBe(400);
  });
});

describe('Google login', () => {
  const googleBody = (googleToken: string) => ({
    googleToken,
    providerKey: '109876543210987654321',
    appId: MOCK_GOOGLE_CLIENT_ID,
  });
  const chooserToken = (email: string, given: string, family: string) =>
    `mock-google:${MOCK_GOOGLE_CLIENT_ID}:${email}:${given}:${family}`;
  /** POST /api/Account/GoogleLogin with the client token, as the storefront sends it. */
  const googleLogin = async (json: ReturnType<typeof googleBody>) =>
    call('POST', '/api/Account/GoogleLogin', { token: await clientToken(), json });
  /** Google login with the offline account chooser's token for this person. */
  const chooserLogin = (email: string, given: string, family: string) =>
    googleLogin(googleBody(chooserToken(email, given, family)));

  it('needs the client token', async () => {
    const { status } = await call('POST', '/api/Account/GoogleLogin', {
      json: googleBody(chooserToken('siti.rahayu@example.com', 'Siti', 'Rahayu')),
    });
    expect(status).toBe(401);
  });

  it('signs in the customer linked to the Google account', async () => {
    const { status, body } = await chooserLogin('Siti.Rahayu@example.com', 'Siti', 'Rahayu');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      given_name: 'Siti',
      name: 'Siti Rahayu',
      user_id: googleSubject('siti.rahayu@example.com'),
    });
    const profile = await call('GET', '/api/Customer', { token: body.access_token });
    expect(profile.body.alias).toBe('cus-siti-rahayu');
  });

  it('does not sign in a password account that only shares the e-mail', async () => {
    const { status, body } = await chooserLogin('budi.santoso@example.com', 'Budi', 'Santoso');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'invalid_grant',
      error_description:
        'Email ini sudah terdaftar dengan nomor telepon. Masuk dengan nomor telepon dan password kamu.',
    });
  });

  it('refuses a token issued for another client, whatever appId says', async () => {
    const foreign = `mock-google:other-site.apps.googleusercontent.com:siti.rahayu@example.com:Siti:Rahayu`;
    const { status, body } = await googleLogin({
      ...googleBody(foreign),
      appId: 'other-site.apps.googleusercontent.com',
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe('Token Google ini bukan untuk toko ini.');
  });

  it('refuses a token that is not from the account chooser', async () => {
    for (const token of [
      'eyJhbGciOi.fake',
      `mock-google:${MOCK_GOOGLE_CLIENT_ID}:no-email:Ana:`,
      `mock-google:${MOCK_GOOGLE_CLIENT_ID}:a@b.id::X`,
      // The offline chooser's tokens before they carried an audience.
      'mock-google:siti.rahayu@example.com:Siti:Rahayu',
    ]) {
      const { status, body } = await googleLogin(googleBody(token));
      expect(status).toBe(400);
      expect(body.error_description).toBe('Token Google tidak valid.');
    }
  });

  it('lets a new Google account complete its profile, active at once', async () => {
    const signIn = await chooserLogin('dewi.lestari@example.com', 'Dewi', 'Lestari');
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
    await call('POST', '/api/Customer/RegistrationCode', {
      json: { mobileNumber: '085711112222' },
    });
    const code = lastCodeSentTo('085711112222');
    const created = await call('POST', '/api/Customer', { token, json: [{ ...profile, code }] });
    expect(created.status).toBe(201);
    expect(created.body[0]).toMatchObject({ userId, isInActive: false, password: null });
    expect((await call('GET', '/api/Customer', { token })).status).toBe(200);
    const again = await call('POST', '/api/Customer', { token, json: [{ ...profile, code }] });
    expect(again.status).toBe(409);
  });
});
