import { db } from '../store/collections';
import { saveDatabase } from '../store/persistence';
import { isKnownDevice } from './loginThrottle';
import { countEvent, eventTimes, exclusively, type Limit, longestWait } from './throttle';
import { HOUR_MS } from './time';

// The 6-digit codes the gateway sends to a phone (WhatsApp or SMS), for each purpose that
// needs the phone proved: 'Lupa password?' (passwordReset.ts) and registering
// (registrations.ts). A code's key is its purpose and its phone: a registration code never
// resets a password, and a new code of one purpose leaves the other's alone. A code lives 10
// minutes and dies after 5 wrong tries; a reset code makes one reset, while a registration
// code proves the phone for its 10 minutes (SINGLE_USE). Every request is kept and counted
// alike, whatever the phone: one the purpose sends no code to gets a record whose code
// matches nothing, so neither the answers nor their timing say who is a customer.
//
// Strangers are slowed where they are, and never lock the customer out:
// - requests: per purpose and phone, 3 at once, then each waits after that phone's newest
//   code (1, 2, 4, 8 minutes, then 10), counted over a day: the wait never passes a code's
//   lifetime, so once the newest code has expired the phone can always get a fresh one;
//   per source (an IPv6 source by its /64, ../http/source.ts) 10 an hour and 500 an hour in
//   all, both purposes together: one budget of messages sent;
// - wrong guesses: 5 per code (then it dies), and, both purposes together, 20 an hour per
//   source and 1000 an hour in all.
// A device that signed in to the phone before (its cookie, loginThrottle.ts) is not held by
// the per-source and total limits: a crowd of strangers cannot keep it from its own code.

export type CodePurpose = 'reset' | 'registration';

export const PHONE_CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_WRONG_TRIES = 5;
const MINUTE_MS = 60 * 1000;

export const CODE_SOURCE_LIMIT: Limit = { name: 'phone-code-source', max: 10, windowMs: HOUR_MS };
export const CODE_TOTAL_LIMIT: Limit = { name: 'phone-code-total', max: 500, windowMs: HOUR_MS };
/** The day's codes of a purpose and phone; their number sets the wait before the next. */
const CODE_PHONE_DAY: Limit = { name: 'phone-code-phone', max: 1000, windowMs: 24 * HOUR_MS };
export const GUESS_SOURCE_LIMIT: Limit = { name: 'phone-guess-source', max: 20, windowMs: HOUR_MS };
const GUESS_TOTAL_LIMIT: Limit = { name: 'phone-guess-total', max: 1000, windowMs: HOUR_MS };

/**
 * Whether a right guess uses the code up. A reset code makes one reset. A registration code
 * proves the phone for its lifetime: a registration sent again with it (a retry after its
 * answer was lost) replaces the inactive account the first one made, and only the phone's
 * owner has it.
 */
const SINGLE_USE: Record<CodePurpose, boolean> = { reset: true, registration: false };

/** Codes a phone gets at once before the back-off starts. */
const CODES_AT_ONCE = 3;

/** The wait after the phone's newest code once it has had `codes` today: 0, then 1, 2, 4, 8, 10 minutes. */
function backOffMs(codes: number): number {
  if (codes < CODES_AT_ONCE) return 0;
  return Math.min(2 ** (codes - CODES_AT_ONCE) * MINUTE_MS, PHONE_CODE_LIFETIME_MS);
}

/** Who asks: the source (sourceOf) and the device (deviceOf), for the limits above. */
export interface Asker {
  source: string;
  device: string | null;
}

/**
 * Every code request and every guess of either purpose, one at a time: each is checked and
 * counted in one step, so requests or guesses sent in parallel are all counted.
 */
export function withPhoneCodes<T>(work: () => Promise<T>): Promise<T> {
  return exclusively('phone-codes', work);
}

/** The per-source and total limits, unless the device signed in to this phone before. */
function strangerChecks(
  phone: string,
  asker: Asker,
  [perSource, total]: readonly [Limit, Limit],
  now: number,
): (readonly [Limit, string])[] {
  if (asker.device && isKnownDevice(asker.device, phone, now)) return [];
  return [
    [perSource, asker.source],
    [total, 'all'],
  ];
}

const phoneKey = (purpose: CodePurpose, phone: string) => `${purpose}:${phone}`;

/** Seconds until this asker may ask a code of this purpose for this phone; null when it may now. */
export function codeRetryAfterSeconds(
  purpose: CodePurpose,
  phone: string,
  asker: Asker,
  now = Date.now(),
): number | null {
  const today = eventTimes(CODE_PHONE_DAY, phoneKey(purpose, phone), now);
  const newest = today.at(-1);
  const phoneWait =
    newest === undefined ? 0 : Math.ceil((newest + backOffMs(today.length) - now) / 1000);
  const others = longestWait(
    strangerChecks(phone, asker, [CODE_SOURCE_LIMIT, CODE_TOTAL_LIMIT], now),
    now,
  );
  const wait = Math.max(phoneWait, others ?? 0);
  return wait > 0 ? wait : null;
}

/** Seconds until this asker may try a code for this phone again; null when it may now. */
export function guessRetryAfterSeconds(
  phone: string,
  asker: Asker,
  now = Date.now(),
): number | null {
  return longestWait(
    strangerChecks(phone, asker, [GUESS_SOURCE_LIMIT, GUESS_TOTAL_LIMIT], now),
    now,
  );
}

/** Six digits from the platform's random source. */
function newCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * Records a request of `purpose` for `phone` and makes its code: the code the caller sends,
 * or null when `sendsCode` is false (the record then matches nothing). `customerAlias`: the
 * account the code is for, if any, given back by a right guess.
 */
export async function issuePhoneCode(
  purpose: CodePurpose,
  phone: string,
  asker: Asker,
  { sendsCode, customerAlias }: { sendsCode: boolean; customerAlias: string | null },
  now = Date.now(),
): Promise<string | null> {
  await countEvent(CODE_PHONE_DAY, phoneKey(purpose, phone), now);
  for (const [limit, subject] of strangerChecks(
    phone,
    asker,
    [CODE_SOURCE_LIMIT, CODE_TOTAL_LIMIT],
    now,
  )) {
    await countEvent(limit, subject, now);
  }
  // Codes an hour old are dropped, so the collection never grows without end (one younger
  // than that still says 'kedaluwarsa' rather than 'salah').
  db.phoneCodes.deleteMany((q) => q.where({ issuedAt: (at) => at <= now - HOUR_MS }));
  // A new code replaces the phone's earlier ones of the same purpose.
  await db.phoneCodes.updateMany((q) => q.where({ purpose, phone, spent: false }), {
    data(draft) {
      draft.spent = true;
    },
  });
  const code = sendsCode ? newCode() : null;
  await db.phoneCodes.create({
    purpose,
    phone,
    code,
    customerAlias,
    issuedAt: now,
    wrongTries: 0,
    spent: false,
  });
  return code;
}

export type PhoneCodeCheck =
  | { kind: 'valid'; customerAlias: string | null }
  | { kind: 'invalid' | 'expired' | 'tooManyTries' | 'used' };

/**
 * Checks `code` against the phone's newest code of `purpose` and counts a wrong try (saved at
 * once: a refused call saves nothing by itself, and a reload must not reset the count). A
 * valid code is used up here when its purpose is SINGLE_USE. Run it inside withPhoneCodes, after guessRetryAfterSeconds.
 */
export async function checkPhoneCode(
  purpose: CodePurpose,
  phone: string,
  code: string,
  asker: Asker,
  now = Date.now(),
): Promise<PhoneCodeCheck> {
  const [latest] = db.phoneCodes
    .findMany((q) => q.where({ purpose, phone }))
    .sort((a, b) => b.issuedAt - a.issuedAt);
  const countGuess = async () => {
    const checks = strangerChecks(phone, asker, [GUESS_SOURCE_LIMIT, GUESS_TOTAL_LIMIT], now);
    for (const [limit, subject] of checks) await countEvent(limit, subject, now);
  };
  // A phone nobody asked a code for is a wrong guess too, counted as one.
  if (!latest) {
    await countGuess();
    return { kind: 'invalid' };
  }
  if (latest.wrongTries >= MAX_WRONG_TRIES) return { kind: 'tooManyTries' };
  if (latest.spent) return { kind: 'used' };
  if (now - latest.issuedAt >= PHONE_CODE_LIFETIME_MS) return { kind: 'expired' };
  if (latest.code === null || latest.code !== code) {
    await countGuess();
    const wrongTries = latest.wrongTries + 1;
    await db.phoneCodes.update(latest, {
      data(draft) {
        draft.wrongTries = wrongTries;
      },
    });
    await saveDatabase();
    return { kind: wrongTries >= MAX_WRONG_TRIES ? 'tooManyTries' : 'invalid' };
  }
  if (SINGLE_USE[purpose]) {
    await db.phoneCodes.update(latest, {
      data(draft) {
        draft.spent = true;
      },
    });
  }
  return { kind: 'valid', customerAlias: latest.customerAlias };
}

/** The refusal for each way a code fails: gateway.yaml's `error` and the shopper's words. */
export const CODE_REFUSALS: Record<Exclude<PhoneCodeCheck['kind'], 'valid'>, [string, string]> = {
  invalid: ['invalid_code', 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.'],
  expired: ['expired_code', 'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.'],
  tooManyTries: [
    'used_code',
    'Kode sudah 5 kali salah dimasukkan dan tidak berlaku lagi. Minta kode baru.',
  ],
  used: ['used_code', 'Kode ini sudah dipakai. Minta kode baru bila perlu.'],
};
