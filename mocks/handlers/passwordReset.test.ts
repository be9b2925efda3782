import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleSubject } from '../domain/google';
import { STRING_MAX_CHARACTERS } from '../domain/input';
import { lastCodeSentTo } from '../domain/mailbox';
import { RESET_CODE_LIFETIME_MS } from '../domain/passwordReset';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  DEMO_PASSWORD,
  DEMO_PHONE,
  databaseState,
  login,
} from '../testing/gateway';
import { passwordLogin } from '../testing/payloads';
import { XSS_PAYLOADS } from '../testing/xssCorpus';

const NEW_PASSWORD = 'Kopi!2025';
/** Rina: registered, never activated. */
const PENDING_ACTIVATION_PHONE = '081377778888';

const askCode = (mobileNumber: string) =>
  call('POST', '/api/Account/PasswordReset/Code', { json: { mobileNumber } });

const reset = (mobileNumber: string, code: string, password = NEW_PASSWORD) =>
  call('POST', '/api/Account/PasswordReset', { json: { mobileNumber, code, password } });

const tokenFor = (phone: string, password: string) =>
  call('POST', '/connect/token', { form: passwordLogin(phone, password) });

/** The code in the newest message the gateway sent to `phone` (WhatsApp or SMS). */
function codeSentTo(phone: string): string {
  const code = lastCodeSentTo(phone);
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** A code that is not `code`: a wrong guess. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A customer who signs in only with Google (no password), by the phone they gave. */
async function googleOnlyPhone(): Promise<string> {
  const siti = db.customers.findFirst((q) => q.where({ mobileNumber: DEMO_PHONE }));
  if (!siti) throw new Error('The seed has no Siti');
  await db.customers.create({
    ...siti,
    id: 4343,
    alias: 'cus-google-reset',
    userId: googleSubject('google.reset@example.com'),
    emailAddress: 'google.reset@example.com',
    mobileNumber: '085744445555',
    password: null,
  });
  return '085744445555';
}

afterEach(() => vi.useRealTimers());

describe('asking for a reset code', () => {
  it('answers every phone alike, and sends a code only to a password account', async () => {
    const google = await googleOnlyPhone();
    const answers = [];
    for (const phone of [DEMO_PHONE, '089912345678', google, PENDING_ACTIVATION_PHONE]) {
      const { status, body, headers } = await askCode(phone);
      answers.push({ status, body, type: headers.get('content-type') });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: undefined, type: null });
    expect(codeSentTo(DEMO_PHONE)).toMatch(/^\d{6}$/);
    for (const phone of ['089912345678', google, PENDING_ACTIVATION_PHONE]) {
      expect(db.mailbox.findMany((q) => q.where({ to: phone }))).toEqual([]);
    }
  });

  it('answers the fourth request within an hour with 429 and Retry-After, for any phone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const phone of [DEMO_PHONE, '089912345678']) {
      for (let request = 1; request <= 3; request += 1) {
        expect((await askCode(phone)).status).toBe(202);
        vi.setSystemTime(Date.now() + 60_000);
      }
      const slowed = await askCode(phone);
      expect(slowed.status).toBe(429);
      expect(slowed.body).toEqual({
        error: 'too_many_requests',
        error_description: 'Terlalu banyak permintaan. Coba lagi dalam 57 menit.',
      });
      // The oldest of the three was asked 3 minutes ago: it counts for 57 more.
      expect(Number(slowed.headers.get('retry-after'))).toBe(57 * 60);
    }
    vi.setSystemTime(Date.now() + 57 * 60_000);
    expect((await askCode(DEMO_PHONE)).status).toBe(202);
  });

  it('refuses a phone the shop would refuse, quoting none of it', async () => {
    for (const [mobileNumber, message] of [
      ['', 'Nomor telepon wajib diisi.'],
      ['0812abc', 'Nomor telepon hanya boleh berisi angka.'],
      ['0'.repeat(30), 'Nomor telepon maksimal 15 digit.'],
      ['0812\u0000345678', 'mobileNumber: tidak boleh berisi karakter kontrol.'],
      ['9'.repeat(STRING_MAX_CHARACTERS + 1), `maksimal ${STRING_MAX_CHARACTERS} karakter`],
    ]) {
      const { status, body } = await askCode(mobileNumber as string);
      expect(status).toBe(400);
      expect(body.error_description).toContain(message);
    }
  });
});

describe('resetting the password with the code', () => {
  it('ends every session, and only the new password logs in', async () => {
    const otherSession = await login();
    const anotherSession = await login();
    expect((await call('GET', '/api/Cart/Count', { token: otherSession })).status).toBe(200);
    await askCode(DEMO_PHONE);

    expect((await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE))).status).toBe(204);

    for (const token of [otherSession, anotherSession]) {
      const refused = await call('GET', '/api/Cart/Count', { token });
      expect(refused.status).toBe(401);
    }
    expect((await tokenFor(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(400);
    expect((await tokenFor(DEMO_PHONE, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets a customer locked out by their own wrong guesses in with the new password at once', async () => {
    for (let i = 0; i < 5; i += 1) await tokenFor(DEMO_PHONE, 'Salah!2024');
    expect((await tokenFor(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(429);
    await askCode(DEMO_PHONE);
    expect((await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE))).status).toBe(204);
    expect((await tokenFor(DEMO_PHONE, NEW_PASSWORD)).status).toBe(200);
  });

  it('takes a code once', async () => {
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    expect((await reset(DEMO_PHONE, code)).status).toBe(204);
    const again = await reset(DEMO_PHONE, code, 'Kopi!2026');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('used_code');
    expect((await tokenFor(DEMO_PHONE, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a code 10 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS);
    const expired = await reset(DEMO_PHONE, code);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      error: 'expired_code',
      error_description: 'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.',
    });
    expect((await tokenFor(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
  });

  it('takes a code just under 10 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await askCode(DEMO_PHONE);
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS - 1000);
    expect((await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE))).status).toBe(204);
  });

  it('kills the code at the fifth wrong try: the right one is refused after it', async () => {
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await reset(DEMO_PHONE, wrong(code));
      expect(refused.body).toEqual({
        error: 'invalid_code',
        error_description: 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
      });
    }
    const fifth = await reset(DEMO_PHONE, wrong(code));
    expect(fifth.body).toEqual({
      error: 'used_code',
      error_description:
        'Kode sudah 5 kali salah dimasukkan dan tidak berlaku lagi. Minta kode baru.',
    });
    expect((await reset(DEMO_PHONE, code)).body.error).toBe('used_code');
    expect((await tokenFor(DEMO_PHONE, DEMO_PASSWORD)).status).toBe(200);
    // A new code works again.
    await askCode(DEMO_PHONE);
    expect((await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE))).status).toBe(204);
  });

  it('takes only the newest code', async () => {
    await askCode(DEMO_PHONE);
    const first = codeSentTo(DEMO_PHONE);
    await askCode(DEMO_PHONE);
    const second = codeSentTo(DEMO_PHONE);
    if (first !== second) expect((await reset(DEMO_PHONE, first)).body.error).toBe('invalid_code');
    expect((await reset(DEMO_PHONE, second)).status).toBe(204);
  });

  it('answers a phone without an account as it answers a wrong code, expiry and tries alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stranger = '089912345678';
    // Never asked: the same words as a wrong code.
    expect((await reset(stranger, '123456')).body.error).toBe('invalid_code');
    await askCode(stranger);
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    const stories = [];
    for (const [phone, guess] of [
      [stranger, '123456'],
      [DEMO_PHONE, wrong(code)],
    ] as const) {
      const answers = [];
      for (let attempt = 1; attempt <= 5; attempt += 1)
        answers.push((await reset(phone, guess)).body);
      stories.push(answers);
    }
    expect(stories[0]).toEqual(stories[1]);
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS);
    await askCode(stranger);
    await askCode(DEMO_PHONE);
    vi.setSystemTime(Date.now() + RESET_CODE_LIFETIME_MS);
    expect((await reset(stranger, '123456')).body).toEqual(
      (await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE))).body,
    );
  });

  it('refuses bad fields with Indonesian messages and changes nothing', async () => {
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    const valid = { mobileNumber: DEMO_PHONE, code, password: NEW_PASSWORD };
    const before = databaseState();
    for (const [fields, message] of [
      [{ code: '12345' }, 'code: Kode harus 6 angka.'],
      [{ code: '12a456' }, 'code: Kode harus 6 angka.'],
      [{ code: '123456\u0007' }, 'code: tidak boleh berisi karakter kontrol.'],
      [{ password: 'Kopi\u0000!2025' }, 'password: tidak boleh berisi karakter kontrol.'],
      [{ password: 'kopi2025' }, 'karakter khusus'],
      [{ password: `Kopi!${'x'.repeat(200)}` }, 'Password maksimal 128 karakter.'],
      [{ mobileNumber: '0812-ABC' }, 'Nomor telepon hanya boleh berisi angka.'],
    ] as const) {
      const { status, body } = await call('POST', '/api/Account/PasswordReset', {
        json: { ...valid, ...fields },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('invalid_request');
      expect(body.error_description).toContain(message);
    }
    expect(changedSince(before)).toEqual([]);
  });
});

describe('the XSS corpus in the reset fields', () => {
  it('is refused in the phone and the code, quoting none of it', async () => {
    const before = databaseState();
    for (const payload of XSS_PAYLOADS) {
      const asked = await askCode(payload);
      const reseted = await reset(DEMO_PHONE, payload);
      for (const { status, body } of [asked, reseted]) {
        expect(status).toBe(400);
        expect(body.error_description).toMatch(/Nomor telepon|Kode harus 6 angka|karakter kontrol/);
        expect(body.error_description).not.toContain(payload.slice(0, 12));
      }
    }
    expect(changedSince(before)).toEqual([]);
  });

  it('is kept as plain text in a new password, which then logs in', async () => {
    const password = XSS_PAYLOADS.find(
      (payload) => /[!@#$%^&*]/.test(payload) && payload.length <= 128,
    );
    if (!password) throw new Error('The corpus has no payload that is a valid password');
    await askCode(DEMO_PHONE);
    expect((await reset(DEMO_PHONE, codeSentTo(DEMO_PHONE), password)).status).toBe(204);
    expect((await tokenFor(DEMO_PHONE, password)).status).toBe(200);
  });
});
