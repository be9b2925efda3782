import { describe, expect, it } from 'vitest';
import { MOCK_GOOGLE_CLIENT_ID } from '../domain/google';
import { lastCodeSentTo } from '../domain/mailbox';
import { SOURCE_HEADER } from '../http/source';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  clientToken,
  DEMO_PASSWORD,
  DEMO_PHONE,
  databaseState,
  login,
} from '../testing/gateway';
import { registration } from '../testing/payloads';
import { REGISTRATION_LIMIT } from './registration';

// POST /api/Customer with a Google sign-in's userId (issue 36, item 2): the Google account
// proves the e-mail, the registration code proves the phone, and no answer tells a stranger
// whether a phone has an account.

const FREE_PHONE = '081355501234';

/** A Google sign-in of an account the shop has no profile for, as the offline chooser makes it. */
async function googleSignIn(email: string) {
  const { body } = await call('POST', '/api/Account/GoogleLogin', {
    token: await clientToken(),
    json: {
      googleToken: `mock-google:${MOCK_GOOGLE_CLIENT_ID}:${email}:Dewi:Lestari`,
      providerKey: '109876543210987654321',
      appId: MOCK_GOOGLE_CLIENT_ID,
    },
  });
  return { token: body.access_token as string, userId: body.user_id as string, email };
}

type GoogleSignIn = Awaited<ReturnType<typeof googleSignIn>>;

const askCode = (mobileNumber: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/Customer/RegistrationCode', { json: { mobileNumber }, headers });

/** The complete-profile form's POST: the Google account's details, the phone and its code. */
const complete = (
  google: GoogleSignIn,
  mobileNumber: string,
  code: string | undefined,
  headers: Record<string, string> = {},
) =>
  call('POST', '/api/Customer', {
    token: google.token,
    headers,
    json: [
      {
        firstName: 'Dewi',
        lastName: 'Lestari',
        userId: google.userId,
        emailAddress: google.email,
        joinDate: '20260517',
        birthday: '20260517',
        mobileNumber,
        code,
      },
    ],
  });

const messagesTo = (to: string) => db.mailbox.findMany((q) => q.where({ to }));

describe('completing a Google profile', () => {
  it('takes the phone once its code proves it: the account is active and the sign-in a customer', async () => {
    const google = await googleSignIn('dewi.lestari@example.com');
    expect((await askCode(FREE_PHONE)).status).toBe(202);
    const created = await complete(google, FREE_PHONE, lastCodeSentTo(FREE_PHONE) ?? '');
    expect(created.status).toBe(201);
    expect(created.body[0]).toMatchObject({
      userId: google.userId,
      mobileNumber: FREE_PHONE,
      isInActive: false,
      password: null,
    });
    expect((await call('GET', '/api/Customer', { token: google.token })).status).toBe(200);
  });

  it('needs the code, and stores nothing without it', async () => {
    const google = await googleSignIn('dewi.lestari@example.com');
    const before = databaseState();
    const { status, body } = await complete(google, FREE_PHONE, undefined);
    expect(status).toBe(400);
    expect(body.error_description).toBe(
      'code: Kode verifikasi wajib diisi. Tekan Kirim kode untuk memintanya.',
    );
    expect(changedSince(before)).toEqual([]);
  });

  it('answers a taken phone as a free one with a wrong code: its owner is messaged, the caller told nothing', async () => {
    const google = await googleSignIn('dewi.lestari@example.com');
    const free = await askCode(FREE_PHONE);
    const taken = await askCode(DEMO_PHONE);
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    // Siti, whose phone it is, gets a message and no code: nobody can type the right one.
    expect(lastCodeSentTo(DEMO_PHONE)).toBeNull();
    expect(messagesTo(DEMO_PHONE).map((message) => message.subject)).toEqual([
      'Ada yang mencoba mendaftar dengan nomormu (WhatsApp/SMS)',
    ]);
    const sent = lastCodeSentTo(FREE_PHONE);
    const wrongForFree = await complete(
      google,
      FREE_PHONE,
      sent === '111111' ? '222222' : '111111',
    );
    const anyForTaken = await complete(google, DEMO_PHONE, sent ?? '');
    for (const answer of [wrongForFree, anyForTaken]) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: {
          error: 'invalid_code',
          error_description: 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
        },
      });
    }
    // Siti keeps her number and her login; the Google sign-in is still without a profile.
    expect(db.customers.findMany((q) => q.where({ mobileNumber: DEMO_PHONE }))).toHaveLength(1);
    expect(await login(DEMO_PHONE, DEMO_PASSWORD)).toBeTruthy();
    expect((await call('GET', '/api/Customer', { token: google.token })).status).toBe(404);
  });

  it('tells the phone is taken only to whoever proved it, when an account took it after the code was sent', async () => {
    await askCode(FREE_PHONE);
    const code = lastCodeSentTo(FREE_PHONE) ?? '';
    // The phone's owner completes one Google account with it, then tries a second.
    const first = await googleSignIn('dewi.lestari@example.com');
    expect((await complete(first, FREE_PHONE, code)).status).toBe(201);
    const second = await googleSignIn('dewi.kerja@example.com');
    const { status, body } = await complete(second, FREE_PHONE, code);
    expect(status).toBe(409);
    expect(body.error_description).toBe(
      'Nomor telepon sudah terdaftar. Login dengan nomor ini, atau pakai nomor lain.',
    );
  });

  it('tells the Google account that its e-mail has an account now, before any code is looked at', async () => {
    const google = await googleSignIn('dewi.lestari@example.com');
    // Meanwhile an account with that e-mail was registered and activated.
    const details = { ...registration, emailAddress: 'dewi.lestari@example.com' };
    await askCode(details.mobileNumber);
    const code = lastCodeSentTo(details.mobileNumber) ?? '';
    await call('POST', '/api/Customer', { json: [{ ...details, code }] });
    const link = messagesTo('dewi.lestari@example.com').at(-1)?.link ?? '';
    expect((await call('GET', `/api/Customer${link}`)).status).toBe(200);
    const before = databaseState();
    const { status, body } = await complete(google, FREE_PHONE, '123456');
    expect(status).toBe(409);
    expect(body.error_description).toBe(
      'Email sudah terdaftar. Login dengan nomor telepon dan password akun itu.',
    );
    // Only the registration is counted; no guess.
    expect(changedSince(before)).toEqual(['throttleEvents']);
    expect(db.phoneCodes.findMany((q) => q.where({ phone: FREE_PHONE }))).toEqual([]);
  });

  it('replaces the never-activated accounts that hold its phone or e-mail', async () => {
    // A stranger registered with Dewi's e-mail (and their own phone), never activated; so
    // did Dewi with her phone and a mistyped e-mail. Neither keeps her Google sign-in out.
    const stranger = { ...registration, emailAddress: 'dewi.lestari@example.com' };
    const mistyped = { ...registration, mobileNumber: FREE_PHONE, emailAddress: 'dewi@typo.id' };
    for (const details of [stranger, mistyped]) {
      await askCode(details.mobileNumber);
      const code = lastCodeSentTo(details.mobileNumber) ?? '';
      const registered = await call('POST', '/api/Customer', { json: [{ ...details, code }] });
      expect(registered.status).toBe(201);
    }
    const google = await googleSignIn('dewi.lestari@example.com');
    await askCode(FREE_PHONE);
    const created = await complete(google, FREE_PHONE, lastCodeSentTo(FREE_PHONE) ?? '');
    expect(created.status).toBe(201);
    const held = (where: { mobileNumber: string } | { emailAddress: string }) =>
      db.customers.findMany((q) => q.where(where)).map((customer) => customer.userId);
    expect(held({ mobileNumber: FREE_PHONE })).toEqual([google.userId]);
    expect(held({ emailAddress: 'dewi.lestari@example.com' })).toEqual([google.userId]);
    expect(held({ mobileNumber: registration.mobileNumber })).toEqual([]);
  });

  it('counts with the registrations of its source: 10 an hour, then 429', async () => {
    const source = { [SOURCE_HEADER]: '203.0.113.77' };
    const google = await googleSignIn('dewi.lestari@example.com');
    for (let n = 0; n < REGISTRATION_LIMIT.max; n += 1) {
      expect((await complete(google, FREE_PHONE, '123456', source)).status).toBe(400);
    }
    const slowed = await complete(google, FREE_PHONE, '123456', source);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error_description).toBe(
      'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 60 menit.',
    );
  });
});
