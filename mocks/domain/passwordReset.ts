import { db } from '../store/collections';
import { saveDatabase } from '../store/persistence';
import { sendMail } from './mailbox';
import { countEvent, type Limit, longestWait } from './throttle';
import { HOUR_MS } from './time';

// 'Lupa password?': a 6-digit code sent to the phone (gateway.yaml,
// /api/Account/PasswordReset). A code lives 10 minutes, dies after 5 wrong tries and makes
// one reset; a phone gets at most 3 codes an hour. Every request is kept and counted alike,
// whatever the phone: one without a password account gets a record whose code matches
// nothing, so neither the answers nor their timing say who is a customer.

export const RESET_CODE_LIFETIME_MS = 10 * 60 * 1000;
const RESET_CODE_MAX_WRONG_TRIES = 5;

/** At most 3 codes per phone an hour, counted by the mock's one throttle. */
const RESET_CODE_LIMIT: Limit = { name: 'reset-code', max: 3, windowMs: HOUR_MS };

/** Seconds until this phone may ask for a code again; null when it may ask now. */
export const resetCodeRetryAfterSeconds = (phone: string, now = Date.now()): number | null =>
  longestWait([[RESET_CODE_LIMIT, phone]], now);

/** Six digits from the platform's random source. */
function newCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * The account a code may reset: one that signs in with a password and is active. A
 * Google-only account has no password (it signs in with Google), and an inactive one is
 * opened by its e-mailed activation link, which a reset must not stand in for.
 */
function resettableAccount(phone: string) {
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  return customer && customer.password !== null && !customer.isInActive ? customer : null;
}

/** Records a request for `phone` and sends its code when the phone has a resettable account. */
export async function issueResetCode(phone: string, now = Date.now()): Promise<void> {
  await countEvent(RESET_CODE_LIMIT, phone, now);
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
  now = Date.now(),
): Promise<ResetCodeCheck> {
  const [latest] = db.passwordResetCodes
    .findMany((q) => q.where({ phone }))
    .sort((a, b) => b.issuedAt - a.issuedAt);
  if (!latest) return { kind: 'invalid' };
  if (latest.wrongTries >= RESET_CODE_MAX_WRONG_TRIES) return { kind: 'tooManyTries' };
  if (latest.spent) return { kind: 'used' };
  if (now - latest.issuedAt >= RESET_CODE_LIFETIME_MS) return { kind: 'expired' };
  const account = latest.customerAlias
    ? db.customers.findFirst((q) => q.where({ alias: latest.customerAlias ?? '' }))
    : null;
  if (latest.code === null || latest.code !== code || !account) {
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
