import { z } from 'zod';
import { toProfile } from '../domain/dto';
import { probeRetryAfterSeconds, recordAccountProbe } from '../domain/loginThrottle';
import { sendMail } from '../domain/mailbox';
import { dropExpiredRegistrations } from '../domain/registrations';
import { countEvent, type Limit, longestWait } from '../domain/throttle';
import { HOUR_MS, toCompactDate } from '../domain/time';
import type { Schemas } from '../domain/types';
import { badRequest, conflict, fail, throttled } from '../http/errors';
import { compactDate, newPassword, phoneNumber, requiredText } from '../http/fields';
import {
  type CustomerFields,
  type CustomerRecord,
  db,
  type TokenRecord,
} from '../store/collections';
import { newAlias, nextInSequence } from '../store/ids';

// POST /api/Customer: registering with a phone and password (activated by an e-mailed link),
// or completing the profile of a Google sign-in.

const FIRST_CUSTOMER_ID = 1000;

/** Registrations a source may send within an hour, new and taken details alike. */
export const REGISTRATION_LIMIT: Limit = { name: 'registration', max: 10, windowMs: HOUR_MS };
/** The 'someone tried to register with your details' mail: once an hour per account. */
export const TAKEN_MAIL_LIMIT: Limit = { name: 'taken-mail', max: 1, windowMs: HOUR_MS };

export const newCustomer = z.object({
  firstName: requiredText('Nama depan'),
  lastName: requiredText('Nama belakang'),
  // SPEC.md §5 asks only that the e-mail is there; its format is the mail server's business.
  emailAddress: requiredText('Email', 254),
  mobileNumber: phoneNumber,
  joinDate: compactDate('Tanggal bergabung'),
  birthday: compactDate('Tanggal lahir'),
  password: newPassword.optional(),
  userId: z.string().trim().min(1).optional(),
});

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A registration replaces the accounts of this phone or e-mail that were never activated:
 * whoever registered them first (a stranger, or the owner with a mistyped e-mail) does not
 * hold the number, and their activation link dies with them.
 */
function replaceUnactivated(phone: string, email: string): void {
  db.customers.deleteMany((q) =>
    q
      .where({ isInActive: true, mobileNumber: phone })
      .or(q.where({ isInActive: true, emailAddress: (e) => sameEmail(e, email) })),
  );
}

/** The account that already holds this phone or e-mail, if any. */
function holderOf(phone: string, email: string): CustomerRecord | null {
  return (
    db.customers.findFirst((q) => q.where({ mobileNumber: phone })) ??
    db.customers.findFirst((q) => q.where({ emailAddress: (e) => sameEmail(e, email) })) ??
    null
  );
}

/**
 * Completing a Google profile is told which of its details is taken. That tells whether a
 * phone has an account, so each such answer counts against the source as a failed login does
 * (loginThrottle.ts): probing phones is slowed as guessing passwords is.
 */
async function refuseTakenContact(phone: string, email: string, source: string): Promise<void> {
  const wait = probeRetryAfterSeconds(source);
  if (wait !== null) fail(throttled('Terlalu banyak percobaan dari perangkat ini.', wait));
  let taken: string | null = null;
  if (db.customers.findFirst((q) => q.where({ mobileNumber: phone }))) {
    taken = 'Nomor telepon sudah terdaftar.';
  } else if (db.customers.findFirst((q) => q.where({ emailAddress: (e) => sameEmail(e, email) }))) {
    taken = 'Email sudah terdaftar.';
  }
  if (taken === null) return;
  await recordAccountProbe(source);
  fail(conflict(taken));
}

/**
 * Registration with a phone or e-mail that already has an account answers exactly as a new
 * registration does (201, an inactive profile made of what was sent, "check your e-mail"),
 * so the form cannot be used to find out who is a customer. Nothing is stored; the
 * account's owner gets a mail saying someone tried, so a real customer who forgot is told
 * how to get in: once an hour at most (TAKEN_MAIL_LIMIT), so the form cannot bomb a
 * customer's inbox.
 */
async function answerTakenRegistration(
  holder: CustomerRecord,
  item: z.output<typeof newCustomer>,
): Promise<Schemas['CustomerProfile']> {
  if (longestWait([[TAKEN_MAIL_LIMIT, holder.alias]]) === null) {
    await countEvent(TAKEN_MAIL_LIMIT, holder.alias);
    await sendMail(
      holder.emailAddress,
      'Ada yang mencoba mendaftar dengan data akunmu',
      `Halo ${holder.firstName}, seseorang mencoba mendaftar di Kopi Nusantara dengan nomor telepon atau email akunmu. Kalau itu kamu, login saja dengan nomor telepon ${holder.mobileNumber}. Kalau bukan, abaikan email ini.`,
    );
  }
  return toProfile(
    await newCustomerRecord(item, { userId: null, password: null, isInActive: true }),
  );
}

/**
 * A new customer as registration makes it. The stored record and the look-alike answer to a
 * taken phone or e-mail both come from here, so the two answers can never tell apart.
 */
async function newCustomerRecord(
  item: z.output<typeof newCustomer>,
  { userId, password, isInActive }: Pick<CustomerFields, 'userId' | 'password' | 'isInActive'>,
): Promise<CustomerFields> {
  return {
    id: await nextInSequence('customer', FIRST_CUSTOMER_ID),
    alias: newAlias('cus'),
    membershipCode: null,
    userId,
    firstName: item.firstName,
    lastName: item.lastName,
    emailAddress: item.emailAddress.trim(),
    mobileNumber: item.mobileNumber,
    joinDate: toCompactDate(Date.now()),
    birthday: item.birthday,
    balance: 0,
    paymentTerm: null,
    fileName: null,
    data: null,
    imageUrl: null,
    password,
    group: 'RETAIL',
    remarks: null,
    isInActive,
    activationAlias: null,
    registeredAt: Date.now(),
  };
}

/** A Google sign-in that has no profile yet may complete one, with its own identity. */
function googleSignIn(token: TokenRecord | null, userId: string, email: string) {
  if (!token?.federated || token.kind !== 'customer') {
    fail(badRequest('Melengkapi profil memerlukan login Google terlebih dahulu.'));
  }
  if (token.customerAlias !== null) fail(conflict('Profil kamu sudah dilengkapi.'));
  if (token.federated.userId !== userId) {
    fail(badRequest('userId tidak sesuai dengan akun Google yang sedang login.'));
  }
  if (!sameEmail(token.federated.email, email)) {
    fail(badRequest('Email harus sama dengan email akun Google kamu.'));
  }
  return token;
}

async function sendActivationMail(customer: CustomerRecord): Promise<void> {
  await sendMail(
    customer.emailAddress,
    'Aktifkan akun Kopi Nusantara kamu',
    `Halo ${customer.firstName}, terima kasih sudah mendaftar. Buka tautan berikut untuk mengaktifkan akunmu, lalu login dengan nomor telepon ${customer.mobileNumber}.`,
    `/Activation/${customer.activationAlias}`,
  );
}

/**
 * A registration from this source, counted before anything else is looked at, so the 429
 * comes alike for taken and new details.
 */
async function countRegistration(source: string): Promise<void> {
  const wait = longestWait([[REGISTRATION_LIMIT, source]]);
  if (wait !== null) fail(throttled('Terlalu banyak pendaftaran dari perangkat ini.', wait));
  await countEvent(REGISTRATION_LIMIT, source);
}

/** The new customer's profile, as POST /api/Customer answers it; `source` as sourceOf says. */
export async function register(
  item: z.output<typeof newCustomer>,
  token: TokenRecord | null,
  source: string,
): Promise<Schemas['CustomerProfile']> {
  const google = item.userId ? googleSignIn(token, item.userId, item.emailAddress) : null;
  if (!google && !item.password) fail(badRequest('password: Password wajib diisi.'));
  dropExpiredRegistrations();
  if (!google) {
    await countRegistration(source);
    replaceUnactivated(item.mobileNumber, item.emailAddress);
    const holder = holderOf(item.mobileNumber, item.emailAddress);
    if (holder) return answerTakenRegistration(holder, item);
  }
  // Completing a Google profile is done signed in with that Google account, so it may
  // be told which of its details is taken.
  await refuseTakenContact(item.mobileNumber, item.emailAddress, source);

  const activationAlias = google ? null : newAlias('act');
  const customer = await db.customers.create({
    ...(await newCustomerRecord(item, {
      userId: google?.federated?.userId ?? null,
      password: item.password ?? null,
      // Registration waits for the e-mailed link; a Google account is verified already.
      isInActive: google === null,
    })),
    activationAlias,
  });
  if (google) {
    // The Google sign-in now has its customer, so its token works for customer calls.
    await db.tokens.update(google, {
      data(draft) {
        draft.customerAlias = customer.alias;
      },
    });
  } else {
    await sendActivationMail(customer);
  }
  return toProfile(customer);
}
