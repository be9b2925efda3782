import { countEvent, forgetEvents, type Limit, longestWait } from './throttle';

// Guessing passwords is slowed per source (a client's address) and per phone, and a stranger
// cannot lock the customer out:
// - 5 failures of one source for one phone within 15 minutes lock that pair;
// - 20 failures of one source within 15 minutes, whatever the phones, lock that source
//   (one password tried across many phones);
// - 50 failures for one phone within 15 minutes, from anywhere, lock the phone, but not for a
//   device that signed in to it in the last 30 days (known by its cookie, ../http/source.ts,
//   not by its address, which a phone network shares and changes): the customer's own device
//   still gets in, unless its source guessed wrong 5 times itself.
// While locked, even the right password gets 429: otherwise the lock would only slow the wrong
// guesses and tell the guesser which one was right. Unknown phones count the same way, so no
// answer says whether an account exists.

const MINUTE_MS = 60 * 1000;

export const LOGIN_PAIR_LIMIT: Limit = { name: 'login-pair', max: 5, windowMs: 15 * MINUTE_MS };
export const LOGIN_SOURCE_LIMIT: Limit = {
  name: 'login-source',
  max: 20,
  windowMs: 15 * MINUTE_MS,
};
export const LOGIN_PHONE_LIMIT: Limit = { name: 'login-phone', max: 50, windowMs: 15 * MINUTE_MS };
/**
 * Wrong current passwords of a password change (PUT /api/Customer), per account: 5 within 15
 * minutes stop the change, the right password included, as a login's lock does. Only a token
 * of the account can make them, so no stranger can lock anyone with it.
 */
export const PASSWORD_CHECK_LIMIT: Limit = {
  name: 'password-check',
  max: 5,
  windowMs: 15 * MINUTE_MS,
};
/** A device that signed in to a phone; one such sign-in within the window makes it known. */
const KNOWN_DEVICE: Limit = { name: 'login-device', max: 1, windowMs: 30 * 24 * 60 * MINUTE_MS };

const pair = (source: string, phone: string) => `${source}|${phone}`;

/** Whether this device (its cookie's id) signed in to this phone in the last 30 days. */
export function isKnownDevice(device: string | null, phone: string, now = Date.now()): boolean {
  return device !== null && longestWait([[KNOWN_DEVICE, pair(device, phone)]], now) !== null;
}

/** Seconds until this source and device may try this phone again; null when it may now. */
export function loginRetryAfterSeconds(
  source: string,
  device: string | null,
  phone: string,
  now = Date.now(),
): number | null {
  return longestWait(
    [
      [LOGIN_PAIR_LIMIT, pair(source, phone)],
      [LOGIN_SOURCE_LIMIT, source],
      ...(isKnownDevice(device, phone, now) ? [] : [[LOGIN_PHONE_LIMIT, phone] as const]),
    ],
    now,
  );
}

/** A wrong password: counts for the pair, the source and the phone. */
export async function recordLoginFailure(
  source: string,
  phone: string,
  now = Date.now(),
): Promise<void> {
  await countEvent(LOGIN_PAIR_LIMIT, pair(source, phone), now);
  await countEvent(LOGIN_SOURCE_LIMIT, source, now);
  await countEvent(LOGIN_PHONE_LIMIT, phone, now);
}

/**
 * The right password got in: this pair's failures are forgotten (the source's and the
 * phone's are not: one known password must not reset a sprayer's count) and the device, when
 * it has its cookie, is known to the phone from now on.
 */
export async function recordLoginSuccess(
  source: string,
  device: string | null,
  phone: string,
  now = Date.now(),
): Promise<void> {
  forgetEvents(LOGIN_PAIR_LIMIT, pair(source, phone));
  if (device === null) return;
  forgetEvents(KNOWN_DEVICE, pair(device, phone));
  await countEvent(KNOWN_DEVICE, pair(device, phone), now);
}

/**
 * A reset with the code sent to the phone: whoever made it holds the phone, so the phone's
 * failures and this pair's are forgotten (a customer locked out by their own wrong guesses
 * logs in with the new password at once) and the device is known to the phone from now on.
 * The source's own count stays: a reset must not wash a sprayer's record.
 */
export async function recordPasswordReset(
  source: string,
  device: string | null,
  phone: string,
  now = Date.now(),
): Promise<void> {
  forgetEvents(LOGIN_PHONE_LIMIT, phone);
  await recordLoginSuccess(source, device, phone, now);
}
