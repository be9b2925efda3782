import { db } from '../store/collections';
import { saveDatabase } from '../store/persistence';
import { isKnownDevice } from './loginThrottle';
import { sendMail } from './mailbox';
import { dropExpiredRegistrations } from './registrations';
import { countEvent, eventTimes, type Limit, longestWait } from './throttle';
import { HOUR_MS } from './time';

// 'Lupa password?': a 6-digit code sent to the phone (gateway.yaml,
// /api/Account/PasswordReset). A code lives 10 minutes, dies after 5 wrong tries and makes
// one reset. Every request is kept and counted alike, whatever the phone: one without a
// password account gets a record whose code matches nothing, so neither the answers nor
// their timing say who is a customer.
//
// Strangers are slowed where they are, and never lock the customer out:
// - requests: 10 an hour per source (an IPv6 source by its /64, ../http/source.ts) and 500
//   an hour in all; per phone, 3 at once, then each waits after the phone's newest code
//   (1, 2, 4, 8 minutes, then 10), counted over a day: the wait never passes the code's
//   lifetime, so once the newest code has expired the phone can always get a fresh one;
// - wrong guesses: 5 per code (then it dies), 20 an hour per source, 1000 an hour in all.
// A device that signed in to the phone before (its cookie, loginThrottle.ts) is not held by
// the per-source and total limits: a crowd of strangers cannot keep it from its own reset.

export const RESET_CODE_LIFETIME_MS = 10 * 60 * 1000;
const RESET_CODE_MAX_WRONG_TRIES = 5;
const MINUTE_MS = 60 * 1000;

export const CODE_SOURCE_LIMIT: Limit = { name: 'reset-code-source', max: 10, windowMs: HOUR_MS };
export const CODE_TOTAL_LIMIT: Limit = { name: 'reset-code-total', max: 500, windowMs: HOUR_MS };
/** The day's codes of a phone; their number sets the wait before the next (never a refusal). */
const CODE_PHONE_DAY: Limit = { name: 'reset-code-phone', max: 1000, windowMs: 24 * HOUR_MS };
export const GUESS_SOURCE_LIMIT: Limit = { name: 'reset-guess-source', max: 20, windowMs: HOUR_MS };
export const GUESS_TOTAL_LIMIT: Limit = { name: 'reset-guess-total', max: 1000, windowMs: HOUR_MS };

/** Codes a phone gets at once before the back-off starts. */
const CODES_AT_ONCE = 3;

/** The wait after the phone's newest code once it has had `codes` today: 0, then 1, 2, 4, 8, 10 minutes. */
export function backOffMs(codes: number): number {
  if (codes < CODES_AT_ONCE) return 0;
  return Math.min(2 ** (codes - CODES_AT_ONCE) * MINUTE_MS, RESET_CODE_LIFETIME_MS);
}

/** Who asks: the source (sourceOf) and the device (deviceOf), for the limits above. */
export interface Asker {
  source: string;
  device: string | null;
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

/** Seconds until this asker may ask a code for this phone again; null when it may now. */
export function resetCodeRetryAfterSeconds(
  phone: string,
  asker: Asker,
  now = Date.now(),
): number | null {
  const today = eventTimes(CODE_PHONE_DAY, phone, now);
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
export function resetGuessRetryAfterSeconds(
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
 * The account a code may reset: one that signs in with a password. A Google-only account has
 * no password (it signs in with Google). One not activated yet may: the code proves the
 * phone, and the reset activates it (the handler).
 */
function resettableAccount(phone: string) {
  dropExpiredRegistrations();
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  return customer && customer.password !== null ? customer : null;
}

/** Records a request for `phone` and sends its code when the phone has a resettable account. */
export async function issueResetCode(phone: string, asker: Asker, now = Date.now()): Promise<void> {
  await countEvent(CODE_PHONE_DAY, phone, now);
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
  db.passwordResetCodes.deleteMany((q) => q.where({ issuedAt: (at) => at <= now - HOUR_MS }));
  // A new code replaces the phone's earlier ones.
  await db.passwordResetCodes.updateMany((q) => q.where({ phone, spent: false }), {
    data(draft) {
      draft.spent = true;
    },
  });
  const customer = resettableAccount(phone);
  const code = customer ? newCode() : null;
  await db.passwordResetCodes.create({
    phone,
    code,
    customerAlias: customer?.alias ?? null,
    issuedAt: now,
    wrongTries: 0,
    spent: false,
  });
  if (customer && code) {
    await sendMail(
      phone,
      'Kode reset password Kopi Nusantara (WhatsApp/SMS)',
      `Kode reset password Kopi Nusantara kamu: ${code}. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.`,
    );
  }
}

export type ResetCodeCheck =
  | { kind: 'valid'; customerAlias: string }
  | { kind: 'invalid' | 'expired' | 'tooManyTries' | 'used' };

/**
 * Checks `code` against the phone's newest code and counts a wrong try (saved at once: a
 * refused call saves nothing by itself, and a reload must not reset the count). A valid code
 * is used up here.
 */
export async function checkResetCode(
  phone: string,
  code: string,
  asker: Asker,
  now = Date.now(),
): Promise<ResetCodeCheck> {
  const [latest] = db.passwordResetCodes
    .findMany((q) => q.where({ phone }))
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
  if (latest.wrongTries >= RESET_CODE_MAX_WRONG_TRIES) return { kind: 'tooManyTries' };
  if (latest.spent) return { kind: 'used' };
  if (now - latest.issuedAt >= RESET_CODE_LIFETIME_MS) return { kind: 'expired' };
  const account = latest.customerAlias
    ? db.customers.findFirst((q) => q.where({ alias: latest.customerAlias ?? '' }))
    : null;
  if (latest.code === null || latest.code !== code || !account) {
    await countGuess();
    const wrongTries = latest.wrongTries + 1;
    await db.passwordResetCodes.update(latest, {
      data(draft) {
        draft.wrongTries = wrongTries;
      },
    });
    await saveDatabase();
    return { kind: wrongTries >= RESET_CODE_MAX_WRONG_TRIES ? 'tooManyTries' : 'invalid' };
  }
  await db.passwordResetCodes.update(latest, {
    data(draft) {
      draft.spent = true;
    },
  });
  return { kind: 'valid', customerAlias: account.alias };
}
