import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHECK_LIMIT } from '../domain/loginThrottle';
import { lastCodeSentTo } from '../domain/mailbox';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  DEMO_PASSWORD,
  DEMO_PHONE,
  databaseState,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { passwordLogin, registration } from '../testing/payloads';

async function loginStatus(phone: string, password: string) {
  const { status, body } = await call('POST', '/connect/token', {
    form: passwordLogin(phone, password, 'kopi_api'),
  });
  return { status, description: body.error_description as string | undefined };
}

describe('the profile', () => {
  it('is read and updated only by its owner', async () => {
    const token = await login();
    const { body: profile } = await call('GET', '/api/Customer', { token });
    expect(profile).toMatchObject({ alias: 'cus-siti-rahayu', mobileNumber: DEMO_PHONE });
    expect(profile.addresses).toHaveLength(2);

    const renamed = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, firstName: 'Sitti', birthday: '19920818' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body[0]).toMatchObject({ firstName: 'Sitti', birthday: '19920818' });

    const other = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, alias: 'cus-budi-santoso' }],
    });
    expect(other.status).toBe(403);
    const phone = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, mobileNumber: '081200000000' }],
    });
    expect(phone.status).toBe(400);
  });

  it('of a customer whose phone has 9 digits is saved like any other', async () => {
    const phone = '081355566';
    await call('POST', '/api/Customer/RegistrationCode', { json: { mobileNumber: phone } });
    const code = lastCodeSentTo(phone);
    await call('POST', '/api/Customer', {
      json: [{ ...registration, mobileNumber: phone, code }],
    });
    const mail = db.mailbox.findFirst((q) => q.where({ to: registration.emailAddress }));
    await call('GET', `/api/Customer/Activation/${mail?.link?.split('/').pop()}`);
    const token = await login(phone, registration.password);
    const { body: profile } = await call('GET', '/api/Customer', { token });
    expect(profile.mobileNumber).toBe(phone);
    const saved = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, firstName: 'Bagus' }],
    });
    expect(saved.status).toBe(200);
  });

  it('changes the password only to a valid one', async () => {
    const token = await login();
    const { body: profile } = await call('GET', '/api/Customer', { token });
    const weak = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, password: 'abc', currentPassword: DEMO_PASSWORD }],
    });
    expect(weak.status).toBe(400);
    const changed = await call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, password: 'Baru!2026', currentPassword: DEMO_PASSWORD }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body[0]).not.toHaveProperty('currentPassword');
    expect((await loginStatus(DEMO_PHONE, 'Baru!2026')).status).toBe(200);
  });

  it('changes the password only with the current one', async () => {
    const token = await login();
    const { body: profile } = await call('GET', '/api/Customer', { token });
    const before = databaseState();
    for (const currentPassword of [undefined, null, '', 'Kopi!2025']) {
      const { status, body } = await call('PUT', '/api/Customer', {
        token,
        json: [{ ...profile, firstName: 'Mallory', password: 'Ambil!alih1', currentPassword }],
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'invalid_grant',
        error_description: 'currentPassword: Password lama salah.',
      });
    }
    // Nothing of the account; only the wrong guess is counted.
    expect(changedSince(before)).toEqual(['throttleEvents']);
    expect((await loginStatus(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('changing the password', () => {
  afterEach(() => vi.useRealTimers());

  const change = (token: string, profile: object, currentPassword: string) =>
    call('PUT', '/api/Customer', {
      token,
      json: [{ ...profile, password: 'Baru!2026', currentPassword }],
    });

  it('is slowed after 5 wrong current passwords within 15 minutes, the right one included', async () => {
    const token = await login();
    const { body: profile } = await call('GET', '/api/Customer', { token });
    for (let guess = 1; guess <= PASSWORD_CHECK_LIMIT.max; guess += 1) {
      expect((await change(token, profile, `Tebak!${guess}`)).status).toBe(400);
    }
    const before = databaseState();
    const slowed = await change(token, profile, DEMO_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      error: 'too_many_requests',
      error_description:
        'Terlalu banyak percobaan password lama yang salah. Coba lagi dalam 15 menit.',
    });
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(changedSince(before)).toEqual([]);
    // The profile itself is still saved, and the lock passes with its window.
    expect((await call('PUT', '/api/Customer', { token, json: [profile] })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_CHECK_LIMIT.windowMs + 1000);
    const fresh = await login();
    expect((await change(fresh, profile, DEMO_PASSWORD)).status).toBe(200);
  });

  it("ends the account's other sessions and keeps the caller's", async () => {
    const token = await login();
    const otherDevice = await login();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { body: profile } = await call('GET', '/api/Customer', { token });
    expect((await change(token, profile, DEMO_PASSWORD)).status).toBe(200);
    const ended = await call('GET', '/api/Cart/Count', { token: otherDevice });
    expect(ended.status).toBe(401);
    expect((await call('GET', '/api/Cart/Count', { token })).status).toBe(200);
    expect((await call('GET', '/api/Cart/Count', { token: budi })).status).toBe(200);
  });
});
