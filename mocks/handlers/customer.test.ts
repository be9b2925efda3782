import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_GOOGLE_CLIENT_ID } from '../domain/google';
import { LOGIN_SOURCE_LIMIT, PASSWORD_CHECK_LIMIT } from '../domain/loginThrottle';
import { SOURCE_HEADER } from '../http/source';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  clientToken,
  DEMO_PASSWORD,
  DEMO_PHONE,
  databaseState,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { passwordLogin } from '../testing/payloads';
import { REGISTRATION_LIMIT, TAKEN_MAIL_LIMIT } from './registration';

const registration = {
  firstName: 'Agus',
  lastName: 'Pratama',
  emailAddress: 'agus.pratama@example.com',
  joinDate: '20260517',
  birthday: '20260517',
  mobileNumber: '081355556666',
  password: 'Seduh#123',
};

async function loginStatus(phone: string, password: string) {
  const { status, body } = await call('POST', '/connect/token', {
    form: passwordLogin(phone, password, 'kopi_api'),
  });
  return { status, description: body.error_description as string | undefined };
}

describe('registration and activation', () => {
  afterEach(() => vi.useRealTimers());

  it('creates an inactive account, mails the activation link, and lets it log in once activated', async () => {
    const created = await call('POST', '/api/Customer', { json: [registration] });
    expect(created.status).toBe(201);
    expect(created.body[0]).toMatchObject({ firstName: 'Agus', isInActive: true, password: null });

    expect((await loginStatus('081355556666', 'Seduh#123')).description).toContain(
      'belum diaktifkan',
    );

    const mail = db.mailbox.findFirst((q) => q.where({ to: 'agus.pratama@example.com' }));
    expect(mail?.link).toMatch(/^\/Activation\/act-[0-9a-f]{12}$/);
    const alias = mail?.link?.split('/').pop() ?? '';
    const activated = await call('GET', `/api/Customer/Activation/${alias}`);
    expect(activated.status).toBe(200);
    expect(activated.body.isInActive).toBe(false);
    expect((await loginStatus('081355556666', 'Seduh#123')).status).toBe(200);

    const twice = await call('GET', `/api/Customer/Activation/${alias}`);
    expect(twice.status).toBe(409);
  });

  it('activates the seeded pending account by its alias and refuses unknown links', async () => {
    expect((await call('GET', '/api/Customer/Activation/act-7f3c9a2e5b14')).status).toBe(200);
    const unknown = await call('GET', '/api/Customer/Activation/act-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('lets a never-activated account hold the phone for 24 hours at most, and a new registration replace it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const activationLink = () =>
      db.mailbox
        .findMany((q) => q.where({ to: registration.emailAddress }))
        .sort((a, b) => b.sentAt - a.sentAt)[0]?.link;
    // A stranger's registration, then the owner's: the owner's replaces it, its link dies.
    await call('POST', '/api/Customer', { json: [{ ...registration, password: 'Asing#123' }] });
    const strangersLink = activationLink();
    vi.setSystemTime(Date.now() + 1000);
    await call('POST', '/api/Customer', { json: [registration] });
    expect((await loginStatus(registration.mobileNumber, 'Asing#123')).status).toBe(400);
    expect(
      (await loginStatus(registration.mobileNumber, registration.password)).description,
    ).toMatch(/belum diaktifkan/);
    const alias = strangersLink?.split('/').at(-1) ?? '';
    expect((await call('GET', `/api/Customer/Activation/${alias}`)).status).toBe(404);
    // Never activated: 24 hours later it is gone, and its link with it.
    const ownersAlias = activationLink()?.split('/').at(-1) ?? '';
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect((await loginStatus(registration.mobileNumber, registration.password)).description).toBe(
      'Nomor telepon atau password salah.',
    );
    expect((await call('GET', `/api/Customer/Activation/${ownersAlias}`)).status).toBe(404);
  });

  it('answers a phone or e-mail that is already registered like a new registration', async () => {
    const fresh = await call('POST', '/api/Customer', { json: [registration] });
    const before = databaseState();
    const sitiMailBefore = db.mailbox.findMany((q) => q.where({ to: 'siti.rahayu@example.com' }));
    const takenPhone = await call('POST', '/api/Customer', {
      json: [{ ...registration, mobileNumber: '+62 812-3456-7890', emailAddress: 'a@b.id' }],
    });
    const takenEmail = await call('POST', '/api/Customer', {
      json: [
        { ...registration, mobileNumber: '081355550000', emailAddress: 'SITI.RAHAYU@example.com' },
      ],
    });
    // Same status and the same shape of answer as the registration that did create an
    // account: an inactive profile of what was sent, and nothing of Siti's.
    const shape = (body: Record<string, unknown>[]) =>
      Object.fromEntries(Object.entries(body[0] ?? {}).map(([key, value]) => [key, typeof value]));
    for (const taken of [takenPhone, takenEmail]) {
      expect(taken.status).toBe(fresh.status);
      expect(shape(taken.body)).toEqual(shape(fresh.body));
      expect(taken.body[0]).toMatchObject({ firstName: 'Agus', isInActive: true, addresses: [] });
      expect(JSON.stringify(taken.body)).not.toMatch(/Siti|cus-siti|Rahayu/);
    }
    // Nothing stored but the mail to the owner of the taken phone and e-mail (once an hour)
    // and the source's registrations counted.
    expect(changedSince(before).sort()).toEqual(['counters', 'mailbox', 'throttleEvents']);
    const sitiMail = db.mailbox.findMany((q) => q.where({ to: 'siti.rahayu@example.com' }));
    expect(sitiMail.length - sitiMailBefore.length).toBe(1);
    expect(sitiMail[0]?.link).toBeNull();
  });

  it('mails the holder of taken details at most once an hour, however often they are tried', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mailsTo = (to: string) => db.mailbox.findMany((q) => q.where({ to })).length;
    const takenPhone = { ...registration, mobileNumber: DEMO_PHONE };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('POST', '/api/Customer', { json: [takenPhone] })).status).toBe(201);
    }
    expect(mailsTo('siti.rahayu@example.com')).toBe(1);
    // Another holder has a mail of their own.
    await call('POST', '/api/Customer', {
      json: [{ ...registration, mobileNumber: EMPTY_DEMO_PHONE }],
    });
    expect(mailsTo('budi.santoso@example.com')).toBe(1);
    vi.setSystemTime(Date.now() + TAKEN_MAIL_LIMIT.windowMs + 1000);
    await call('POST', '/api/Customer', { json: [takenPhone] });
    expect(mailsTo('siti.rahayu@example.com')).toBe(2);
  });

  it('takes 10 registrations an hour from a source, then answers 429 alike for new and taken details', async () => {
    const from = (source: string) => ({ [SOURCE_HEADER]: source });
    for (let n = 0; n < REGISTRATION_LIMIT.max; n += 1) {
      const fresh = {
        ...registration,
        mobileNumber: `08135555${String(n).padStart(4, '0')}`,
        emailAddress: `agus${n}@example.com`,
      };
      const { status } = await call('POST', '/api/Customer', {
        json: [fresh],
        headers: from('203.0.113.9'),
      });
      expect(status).toBe(201);
    }
    const before = databaseState();
    const answers = [];
    for (const details of [registration, { ...registration, mobileNumber: DEMO_PHONE }]) {
      const { status, body, headers } = await call('POST', '/api/Customer', {
        json: [details],
        headers: from('203.0.113.9'),
      });
      answers.push({ status, body, retryAfter: Number(headers.get('retry-after')) > 59 * 60 });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 429,
      body: {
        error: 'too_many_requests',
        error_description:
          'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 60 menit.',
      },
      retryAfter: true,
    });
    expect(changedSince(before)).toEqual([]);
    const elsewhere = await call('POST', '/api/Customer', {
      json: [registration],
      headers: from('198.51.100.3'),
    });
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    [{ password: 'Kopi2024' }, 'karakter khusus'],
    [{ password: 'K!1' }, 'Password minimal 6 karakter.'],
    [{ password: undefined }, 'Password wajib diisi.'],
    [{ firstName: '   ' }, 'Nama depan wajib diisi.'],
    [{ lastName: undefined }, 'lastName: Wajib diisi.'],
    [{ mobileNumber: '0812345' }, 'Nomor telepon minimal 9 digit.'],
    [{ mobileNumber: '812345678' }, 'Nomor telepon harus diawali 0 atau +62.'],
    [{ birthday: '20260231' }, 'Tanggal lahir harus tanggal yang valid'],
  ])('answers 400 for %o and stores nothing', async (change, text) => {
    const before = databaseState();
    const { status, body } = await call('POST', '/api/Customer', {
      json: [{ ...registration, ...change }],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
    expect(changedSince(before)).toEqual([]);
  });

  it('takes exactly one customer per request', async () => {
    const two = await call('POST', '/api/Customer', { json: [registration, registration] });
    expect(two.status).toBe(400);
  });
});

describe('completing a Google profile with a taken phone', () => {
  /** A Google sign-in of a new account, as the offline chooser makes it. */
  async function googleSignIn(n: number) {
    const email = `baru${n}@example.com`;
    const { body } = await call('POST', '/api/Account/GoogleLogin', {
      token: await clientToken(),
      json: {
        googleToken: `mock-google:${MOCK_GOOGLE_CLIENT_ID}:${email}:Baru:Pelanggan`,
        providerKey: '109876543210987654321',
        appId: MOCK_GOOGLE_CLIENT_ID,
      },
    });
    return { token: body.access_token as string, userId: body.user_id as string, email };
  }
  const complete = async (n: number, mobileNumber: string) => {
    const { token, userId, email } = await googleSignIn(n);
    return call('POST', '/api/Customer', {
      token,
      json: [
        {
          firstName: 'Baru',
          lastName: 'Pelanggan',
          userId,
          emailAddress: email,
          joinDate: '20260517',
          birthday: '20260517',
          mobileNumber,
        },
      ],
    });
  };

  it('counts each 409 against the source, so probing phones is slowed like guessing passwords', async () => {
    for (let probe = 0; probe < LOGIN_SOURCE_LIMIT.max; probe += 1) {
      const { status, body } = await complete(probe, DEMO_PHONE);
      expect(status).toBe(409);
      expect(body.error_description).toBe('Nomor telepon sudah terdaftar.');
    }
    const slowed = await complete(99, EMPTY_DEMO_PHONE);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error_description).toBe(
      'Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 15 menit.',
    );
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The same source's password guesses wait too: one count for both.
    expect((await loginStatus(EMPTY_DEMO_PHONE, DEMO_PASSWORD)).status).toBe(429);
  });
});

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
    await call('POST', '/api/Customer', { json: [{ ...registration, mobileNumber: phone }] });
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
