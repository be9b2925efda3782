import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRING_MAX_CHARACTERS } from '../domain/input';
import { lastCodeSentTo } from '../domain/mailbox';
import {
  CODE_SOURCE_LIMIT,
  CODE_TOTAL_LIMIT,
  GUESS_SOURCE_LIMIT,
  PHONE_CODE_LIFETIME_MS as RESET_CODE_LIFETIME_MS,
} from '../domain/phoneCodes';
import { countEvent } from '../domain/throttle';
import { SOURCE_HEADER } from '../http/source';
import { db } from '../store/collections';
import { addGoogleOnlyCustomer } from '../testing/customers';
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

const askCode = (mobileNumber: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/Account/PasswordReset/Code', { json: { mobileNumber }, headers });

const reset = (
  mobileNumber: string,
  code: string,
  password = NEW_PASSWORD,
  headers: Record<string, string> = {},
) =>
  call('POST', '/api/Account/PasswordReset', { json: { mobileNumber, code, password }, headers });

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
const googleOnlyPhone = () =>
  addGoogleOnlyCustomer({
    id: 4343,
    alias: 'cus-google-reset',
    email: 'google.reset@example.com',
    phone: '085744445555',
  });

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
    for (const phone of ['089912345678', google]) {
      expect(db.mailbox.findMany((q) => q.where({ to: phone }))).toEqual([]);
    }
  });

  it('backs off per phone instead of locking it: 3 at once, then never longer than a code lives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each request from another source: the phone's own count is what slows them.
    const from = (n: number) => ({ [SOURCE_HEADER]: `198.51.100.${n}` });
    for (let n = 1; n <= 3; n += 1) expect((await askCode(DEMO_PHONE, from(n))).status).toBe(202);
    const waits = [];
    for (let n = 4; n <= 12; n += 1) {
      const slowed = await askCode(DEMO_PHONE, from(n));
      expect(slowed.status).toBe(429);
      const wait = Number(slowed.headers.get('retry-after'));
      waits.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await askCode(DEMO_PHONE, from(n))).status).toBe(202);
    }
    expect(waits).toEqual([60, 120, 240, 480, 600, 600, 600, 600, 600]);
    // The customer gets a fresh code as soon as the stranger's newest has expired.
    expect(Math.max(...waits) * 1000).toBeLessThanOrEqual(RESET_CODE_LIFETIME_MS);
  });

  it('limits one source to 10 codes an hour, an IPv6 source by its /64, whatever the phones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let n = 0; n < CODE_SOURCE_LIMIT.max; n += 1) {
      const phone = `08991234560${n}`;
      expect((await askCode(phone, { [SOURCE_HEADER]: `2001:db8:aa:1::${n + 1}` })).status).toBe(
        202,
      );
    }
    const refused = await askCode('089912345699', { [SOURCE_HEADER]: '2001:db8:aa:1:ffff::9' });
    expect(refused.status).toBe(429);
    expect(refused.body.error_description).toMatch(
      /^Terlalu banyak permintaan. Coba lagi dalam \d+ menit.$/,
    );
    expect((await askCode('089912345699', { [SOURCE_HEADER]: '2001:db8:aa:2::1' })).status).toBe(
      202,
    );
  });

  it('limits all sources together, but not a device that signed in to the phone before', async () => {
    const signedIn = await tokenFor(DEMO_PHONE, DEMO_PASSWORD);
    const device = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let n = 0; n < CODE_TOTAL_LIMIT.max; n += 1) {
      await countEvent(CODE_TOTAL_LIMIT, 'all');
    }
    const stranger = await askCode(DEMO_PHONE, { [SOURCE_HEADER]: '203.0.113.40' });
    expect(stranger.status).toBe(429);
    const own = await askCode(DEMO_PHONE, { [SOURCE_HEADER]: '203.0.113.41', cookie: device });
    expect(own.status).toBe(202);
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

describe('guessing codes', () => {
  it('counts every guess sent in parallel: the code dies at the fifth, the right one comes too late', async () => {
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => reset(DEMO_PHONE, wrong(code))),
    );
    expect(answers.filter((answer) => answer.body.error === 'invalid_code')).toHaveLength(4);
    expect((await reset(DEMO_PHONE, code)).body.error).toBe('used_code');
  });

  it('limits one source to 20 wrong guesses an hour across phones, by its /64', async () => {
    for (let n = 0; n < GUESS_SOURCE_LIMIT.max; n += 1) {
      const guessed = await reset(`08991234500${n}`, '123456', NEW_PASSWORD, {
        [SOURCE_HEADER]: `2001:db8:bb:1::${n + 1}`,
      });
      expect(guessed.status).toBe(400);
    }
    await askCode(DEMO_PHONE);
    const code = codeSentTo(DEMO_PHONE);
    const slowed = await reset(DEMO_PHONE, code, NEW_PASSWORD, {
      [SOURCE_HEADER]: '2001:db8:bb:1::99',
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toMatch(/^\d+$/);
    // The customer, elsewhere, resets with the same code.
    const own = await reset(DEMO_PHONE, code, NEW_PASSWORD, { [SOURCE_HEADER]: '198.51.100.60' });
    expect(own.status).toBe(204);
  });

  it('tells the account by e-mail that its password was reset, and leaves an account waiting for its link waiting', async () => {
    await askCode(PENDING_ACTIVATION_PHONE);
    expect(
      (await reset(PENDING_ACTIVATION_PHONE, codeSentTo(PENDING_ACTIVATION_PHONE))).status,
    ).toBe(204);
    // The code proves the phone, not the e-mail: only the mailed link activates.
    const refused = await tokenFor(PENDING_ACTIVATION_PHONE, NEW_PASSWORD);
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toMatch(/belum diaktifkan/);
    const rina = db.customers.findFirst((q) => q.where({ mobileNumber: PENDING_ACTIVATION_PHONE }));
    const [notice] = db.mailbox.findMany((q) => q.where({ to: rina?.emailAddress ?? '' }));
    expect(notice?.subject).toBe('Password akun Kopi Nusantara kamu diganti');
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
