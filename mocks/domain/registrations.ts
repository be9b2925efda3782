import { db } from '../store/collections';
import { sendMail } from './mailbox';
import { type Asker, issuePhoneCode } from './phoneCodes';
import { countEvent, type Limit, longestWait } from './throttle';
import { HOUR_MS } from './time';

// Registering with a phone and a password. The phone is proved first: a 6-digit code sent to
// it (phoneCodes.ts, purpose 'registration'), which POST /api/Customer carries, so nobody
// holds a phone they cannot read. The account then waits for its e-mailed activation link.
// It does not hold its phone or e-mail for ever: 24 hours after registering, one still
// inactive is gone (its link with it), and a new registration with the same phone or e-mail
// replaces it (mocks/handlers/registration.ts), so it never keeps anyone out.

const ACTIVATION_WINDOW_MS = 24 * HOUR_MS;

/** The 'someone tried to register with your details' message: once an hour per recipient. */
export const TAKEN_MAIL_LIMIT: Limit = { name: 'taken-mail', max: 1, windowMs: HOUR_MS };

/** Drops the accounts that registered 24 hours ago or more and were never activated. */
export function dropExpiredRegistrations(now = Date.now()): void {
  db.customers.deleteMany((q) =>
    q.where({
      isInActive: true,
      registeredAt: (at) => at <= now - ACTIVATION_WINDOW_MS,
    }),
  );
}

/**
 * Sends `to` (an e-mail or a phone) the message at most once an hour (TAKEN_MAIL_LIMIT), so
 * the form cannot be used to flood a customer.
 */
export async function sendAtMostHourly(to: string, subject: string, body: string): Promise<void> {
  if (longestWait([[TAKEN_MAIL_LIMIT, to]]) !== null) return;
  await countEvent(TAKEN_MAIL_LIMIT, to);
  await sendMail(to, subject, body);
}

/**
 * A registration code asked for `phone`. A phone no active account holds gets the code (one
 * an inactive account holds too: the registration will replace it). A phone an active
 * account holds gets no code but a message to its owner that someone tried to register with
 * it; the asker is answered the same either way (the handler's 202).
 */
export async function issueRegistrationCode(
  phone: string,
  asker: Asker,
  now = Date.now(),
): Promise<void> {
  dropExpiredRegistrations(now);
  const holder = db.customers.findFirst((q) => q.where({ mobileNumber: phone, isInActive: false }));
  const code = await issuePhoneCode(
    'registration',
    phone,
    asker,
    { sendsCode: holder === undefined, customerAlias: null },
    now,
  );
  if (code) {
    await sendMail(
      phone,
      'Kode pendaftaran Kopi Nusantara (WhatsApp/SMS)',
      `Kode pendaftaran Kopi Nusantara kamu: ${code}. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.`,
    );
  } else if (holder) {
    await sendAtMostHourly(
      phone,
      'Ada yang mencoba mendaftar dengan nomormu (WhatsApp/SMS)',
      `Halo ${holder.firstName}, seseorang meminta kode untuk mendaftar di Kopi Nusantara dengan nomor ini, yang sudah terdaftar sebagai akunmu. Kalau itu kamu, login saja, atau pakai 'Lupa password?'. Kalau bukan, abaikan pesan ini.`,
    );
  }
}
