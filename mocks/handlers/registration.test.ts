import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCodeSentTo } from '../domain/mailbox';
import {
  CODE_SOURCE_LIMIT,
  GUESS_SOURCE_LIMIT,
  PHONE_CODE_LIFETIME_MS,
} from '../domain/phoneCodes';
import { TAKEN_MAIL_LIMIT } from '../domain/registrations';
import { SOURCE_HEADER } from '../http/source';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  DEMO_PHONE,
  databaseState,
  EMPTY_DEMO_PHONE,
} from '../testing/gateway';
import { passwordLogin, registration } from '../testing/payloads';
import { REGISTRATION_LIMIT } from './registration';

// POST /api/Customer/RegistrationCode and POST /api/Customer with a password: the phone is
// proved by its code before an account holds it, and no answer tells who is a customer.

type Registration = typeof registration;

const from = (source: string) => ({ [SOURCE_HEADER]: source });

const askCode = (mobileNumber: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/Customer/RegistrationCode', { json: { mobileNumber }, headers });

const registerWith = (
  details: Registration,
  code: string | undefined,
  headers: Record<string, string> = {},
) => call('POST', '/api/Customer', { json: [{ ...details, code }], headers });

/** Asks the phone's code and registers with it, as the register form does. */
async function register(details: Registration = registration, headers = {}) {
  expect((await askCode(details.mobileNumber, headers)).status).toBe(202);
  return registerWith(details, lastCodeSentTo(details.mobileNumber) ?? undefined, headers);
}

async function loginAnswer(phone: string, password: string) {
  const { status, body } = await call('POST', '/connect/token', {
    form: passwordLogin(phone, password, 'kopi_api'),
  });
  return { status, description: body.error_description as string | undefined };
}

const messagesTo = (to: string) =>
  db.mailbox.findMany((q) => q.where({ to })).sort((a, b) => a.sentAt - b.sentAt);

/** A code that is not `code`. */
const wrongCode = (code: string | null) => (code === '111111' ? '222222' : '111111');

afterEach(() => vi.useRealTimers());

describe('registration and activation', () => {
  it('creates an inactive account with the proved phone, mails the activation link, and logs in once activated', async () => {
    const created = await register();
    expect(created.status).toBe(201);
    expect(created.body[0]).toMatchObject({ firstName: 'Agus', isInActive: true, password: null });
    expect((await loginAnswer('081355556666', 'Seduh#123')).description).toContain(
      'belum diaktifkan',
    );
    const [mail] = messagesTo('agus.pratama@example.com');
    expect(mail?.link).toMatch(/^\/Activation\/act-[0-9a-f]{12}$/);
    const alias = mail?.link?.split('/').pop() ?? '';
    const activated = await call('GET', `/api/Customer/Activation/${alias}`);
    expect(activated.status).toBe(200);
    expect(activated.body.isInActive).toBe(false);
    expect((await loginAnswer('081355556666', 'Seduh#123')).status).toBe(200);
    expect((await call('GET', `/api/Customer/Activation/${alias}`)).status).toBe(409);
  });

  it('activates the seeded pending account by its alias and refuses unknown links', async () => {
    expect((await call('GET', '/api/Customer/Activation/act-7f3c9a2e5b14')).status).toBe(200);
    const unknown = await call('GET', '/api/Customer/Activation/act-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('lets a never-activated account hold the phone for 24 hours at most, and a new registration replace it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const activationLink = () => messagesTo(registration.emailAddress).at(-1)?.link;
    // The owner registers with one password, then again with another: the second replaces
    // the first, whose link dies.
    await register({ ...registration, password: 'Lama#123' });
    const firstLink = activationLink();
    vi.setSystemTime(Date.now() + 1000);
    expect((await register()).status).toBe(201);
    expect((await loginAnswer(registration.mobileNumber, 'Lama#123')).status).toBe(400);
    expect(
      (await loginAnswer(registration.mobileNumber, registration.password)).description,
    ).toMatch(/belum diaktifkan/);
    const alias = firstLink?.split('/').at(-1) ?? '';
    expect((await call('GET', `/api/Customer/Activation/${alias}`)).status).toBe(404);
    // Never activated: 24 hours later it is gone, and its link with it.
    const ownersAlias = activationLink()?.split('/').at(-1) ?? '';
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect((await loginAnswer(registration.mobileNumber, registration.password)).description).toBe(
      'Nomor telepon atau password salah.',
    );
    expect((await call('GET', `/api/Customer/Activation/${ownersAlias}`)).status).toBe(404);
  });
});

describe('the registration code', () => {
  it('is answered alike for a free and a taken phone; the taken one gets its owner a message, no code', async () => {
    const free = await askCode('081355556666');
    const taken = await askCode('+62 812-3456-7890');
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    expect(free.status).toBe(202);
    expect(lastCodeSentTo('081355556666')).toMatch(/^\d{6}$/);
    const [toSiti, ...more] = messagesTo(DEMO_PHONE);
    expect(more).toEqual([]);
    expect(toSiti?.subject).toBe('Ada yang mencoba mendaftar dengan nomormu (WhatsApp/SMS)');
    expect(lastCodeSentTo(DEMO_PHONE)).toBeNull();
    // Asked again within the hour: the owner is not messaged twice.
    await askCode(DEMO_PHONE);
    expect(messagesTo(DEMO_PHONE)).toHaveLength(1);
  });

  it('is required, and a wrong one is refused alike for a free and a taken phone, storing nothing', async () => {
    const none = await registerWith(registration, undefined);
    expect(none.status).toBe(400);
    expect(none.body.error_description).toBe(
      'code: Kode verifikasi wajib diisi. Tekan Kirim kode untuk memintanya.',
    );
    await askCode(registration.mobileNumber);
    await askCode(DEMO_PHONE);
    const before = databaseState();
    const wrong = await registerWith(registration, wrongCode(lastCodeSentTo('081355556666')));
    const taken = await registerWith({ ...registration, mobileNumber: DEMO_PHONE }, '123456');
    for (const answer of [wrong, taken]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'invalid_code',
        error_description: 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.',
      });
    }
    // Only the registrations and the guesses counted, and the codes' wrong tries.
    expect(changedSince(before).sort()).toEqual(['phoneCodes', 'throttleEvents']);
    expect(
      db.customers.findFirst((q) => q.where({ mobileNumber: '081355556666' })),
    ).toBeUndefined();
  });

  it('proves the phone for its 10 minutes: sent again (its answer lost), the registration replaces the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await askCode(registration.mobileNumber);
    const code = lastCodeSentTo(registration.mobileNumber) ?? '';
    expect((await registerWith(registration, code)).status).toBe(201);
    vi.setSystemTime(Date.now() + 1000);
    expect((await registerWith(registration, code)).status).toBe(201);
    const accounts = db.customers.findMany((q) =>
      q.where({ mobileNumber: registration.mobileNumber }),
    );
    expect(accounts).toHaveLength(1);
  });

  it('dies at the fifth wrong try, and expires after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await askCode(registration.mobileNumber);
    const code = lastCodeSentTo(registration.mobileNumber);
    for (let n = 1; n <= 5; n += 1) await registerWith(registration, wrongCode(code));
    const dead = await registerWith(registration, code ?? undefined);
    expect(dead.body.error).toBe('used_code');
    vi.setSystemTime(Date.now() + 60_000);
    await askCode(registration.mobileNumber);
    vi.setSystemTime(Date.now() + PHONE_CODE_LIFETIME_MS);
    const late = await registerWith(registration, lastCodeSentTo(registration.mobileNumber) ?? '');
    expect(late.body.error).toBe('expired_code');
  });

  it('is a code of its own purpose: it resets no password, and a reset code registers nothing', async () => {
    await askCode(EMPTY_DEMO_PHONE);
    await call('POST', '/api/Account/PasswordReset/Code', { json: { mobileNumber: DEMO_PHONE } });
    const resetCode = lastCodeSentTo(DEMO_PHONE) ?? '';
    const registered = await registerWith({ ...registration, mobileNumber: DEMO_PHONE }, resetCode);
    expect(registered.body.error).toBe('invalid_code');
    // The reset code is still good: asking and guessing a registration code left it alone.
    await askCode(DEMO_PHONE);
    const reset = await call('POST', '/api/Account/PasswordReset', {
      json: { mobileNumber: DEMO_PHONE, code: resetCode, password: 'Baru!2025' },
    });
    expect(reset.status).toBe(204);
  });

  it('backs off per phone, and shares the per-source limit with reset codes', async () => {
    const source = from('203.0.113.40');
    for (let n = 0; n < 3; n += 1) expect((await askCode('081355556666', source)).status).toBe(202);
    const waiting = await askCode('081355556666', source);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // 3 registration codes counted (the refused fourth counts nothing); reset codes fill
    // the source's 10 of the hour.
    for (let n = 3; n < CODE_SOURCE_LIMIT.max; n += 1) {
      const phone = `08135555${String(n).padStart(4, '0')}`;
      const { status } = await call('POST', '/api/Account/PasswordReset/Code', {
        json: { mobileNumber: phone },
        headers: source,
      });
      expect(status).toBe(202);
    }
    const over = await askCode('081399990000', source);
    expect(over.status).toBe(429);
    expect(over.body.error_description).toBe(
      'Terlalu banyak permintaan. Coba lagi dalam 60 menit.',
    );
    expect((await askCode('081399990000', from('198.51.100.4'))).status).toBe(202);
  });

  it('counts wrong registration codes with wrong reset codes: 20 an hour from a source', async () => {
    const source = from('203.0.113.41');
    const guessReset = (phone: string) =>
      call('POST', '/api/Account/PasswordReset', {
        json: { mobileNumber: phone, code: '123456', password: 'Baru!2025' },
        headers: source,
      });
    for (let n = 0; n < GUESS_SOURCE_LIMIT.max - 1; n += 1) {
      expect((await guessReset(`08135556${String(n).padStart(4, '0')}`)).status).toBe(400);
    }
    expect((await registerWith(registration, '123456', source)).body.error).toBe('invalid_code');
    const slowed = await registerWith(registration, '123456', source);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error_description).toBe(
      'Terlalu banyak percobaan kode. Coba lagi dalam 60 menit.',
    );
    expect((await guessReset(DEMO_PHONE)).status).toBe(429);
  });
});

describe('details another account holds', () => {
  it('an e-mail: answered as new, an account without a link, its owner mailed, and the login says the same', async () => {
    const fresh = await register();
    const takenEmail = {
      ...registration,
      mobileNumber: '081355550000',
      emailAddress: 'SITI.RAHAYU@example.com',
    };
    const taken = await register(takenEmail);
    const shape = (body: Record<string, unknown>[]) =>
      Object.fromEntries(Object.entries(body[0] ?? {}).map(([key, value]) => [key, typeof value]));
    expect(taken.status).toBe(fresh.status);
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(JSON.stringify(taken.body)).not.toMatch(/Siti|cus-siti|Rahayu/);
    // Registered, then logging in: the same answer, whoever holds the e-mail.
    const freeLogin = await loginAnswer(registration.mobileNumber, registration.password);
    const takenLogin = await loginAnswer(takenEmail.mobileNumber, takenEmail.password);
    expect(takenLogin).toEqual(freeLogin);
    expect(takenLogin.description).toMatch(/belum diaktifkan/);
    // Siti is told, with no link; nobody can activate the look-alike, and it goes in 24 h.
    const [toSiti] = messagesTo('siti.rahayu@example.com');
    expect(toSiti?.subject).toBe('Ada yang mencoba mendaftar dengan data akunmu');
    expect(toSiti?.link).toBeNull();
    const lookAlike = db.customers.findFirst((q) => q.where({ mobileNumber: '081355550000' }));
    expect(lookAlike).toMatchObject({ isInActive: true, activationAlias: null });
  });

  it("mails an e-mail's owner at most once an hour, however often it is tried", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mailsTo = (to: string) => messagesTo(to).length;
    const takenEmail = { ...registration, emailAddress: 'siti.rahayu@example.com' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A second apart, so each code is the phone's newest message.
      vi.setSystemTime(Date.now() + 1000);
      expect((await register(takenEmail)).status).toBe(201);
    }
    expect(mailsTo('siti.rahayu@example.com')).toBe(1);
    vi.setSystemTime(Date.now() + TAKEN_MAIL_LIMIT.windowMs + 1000);
    await register(takenEmail);
    expect(mailsTo('siti.rahayu@example.com')).toBe(2);
  });
});

describe('the registrations of a source', () => {
  it('are 10 an hour, then 429 before anything else is looked at', async () => {
    for (let n = 0; n < REGISTRATION_LIMIT.max; n += 1) {
      const fresh = {
        ...registration,
        mobileNumber: `08135555${String(n).padStart(4, '0')}`,
        emailAddress: `agus${n}@example.com`,
      };
      expect((await register(fresh, from('203.0.113.9'))).status).toBe(201);
    }
    const before = databaseState();
    const answers = [];
    for (const [details, code] of [
      [registration, '123456'],
      [{ ...registration, mobileNumber: DEMO_PHONE }, '654321'],
    ] as const) {
      const { status, body, headers } = await registerWith(details, code, from('203.0.113.9'));
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
    expect((await register(registration, from('198.51.100.3'))).status).toBe(201);
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
    [{ code: '12345' }, 'Kode harus 6 angka.'],
  ])('answers 400 for %o and stores nothing', async (change, text) => {
    const before = databaseState();
    const { status, body } = await call('POST', '/api/Customer', {
      json: [{ ...registration, code: '123456', ...change }],
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
