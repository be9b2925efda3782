import { z } from 'zod';
import { toProfile } from '../domain/dto';
import { sendMail } from '../domain/mailbox';
import {
  type Asker,
  CODE_REFUSALS,
  checkPhoneCode,
  guessRetryAfterSeconds,
  withPhoneCodes,
} from '../domain/phoneCodes';
import { dropExpiredRegistrations, sendAtMostHourly } from '../domain/registrations';
import { countEvent, type Limit, longestWait } from '../domain/throttle';
import { HOUR_MS, toCompactDate } from '../domain/time';
import type { Schemas } from '../domain/types';
import { badRequest, conflict, fail, throttled } from '../http/errors';
import { compactDate, newPassword, phoneCode, phoneNumber, requiredText } from '../http/fields';
import {
  type CustomerFields,
  type CustomerRecord,
  db,
  type TokenRecord,
} from '../store/collections';
import { newAlias, nextInSequence } from '../store/ids';

// POST /api/Customer: registering with a phone proved by its code and a password (activated
// by an e-mailed link), or completing the profile of a Google sign-in, its phone proved by
// its code alike.

const FIRST_CUSTOMER_ID = 1000;

/** Registrations a source may send within an hour, new and taken details alike. */
export const REGISTRATION_LIMIT: Limit = { name: 'registration', max: 10, windowMs: HOUR_MS };

export const newCustomer = z.object({
  firstName: requiredText('Nama depan'),
  lastName: requiredText('Nama belakang'),
  // SPEC.md §5 asks only that the e-mail is there; its format is the mail server's business.
  emailAddress: requiredText('Email', 254),
  mobileNumber: phoneNumber,
  joinDate: compactDate('Tanggal bergabung'),
  birthday: compactDate('Tanggal lahir'),
  password: newPassword.optional(),
  /** The registration code sent to the phone (POST /api/Customer/RegistrationCode). */
  code: phoneCode.optional(),
  userId: z.string().trim().min(1).optional(),
});

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A registration replaces the accounts of this phone or e-mail that were never activated:
 * whoever registered them first (the owner with a mistyped e-mail, or someone with another's
 * e-mail) does not hold them, and their activation link dies with them.
 */
function replaceUnactivated(phone: string, email: string): void {
  db.customers.deleteMany((q) =>
    q
      .where({ isInActive: true, mobileNumber: phone })
      .or(q.where({ isInActive: true, emailAddress: (e) => sameEmail(e, email) })),
  );
}

/**
 * A proved phone that an active account took since its code was sent (a Google profile
 * completed with it) is answered exactly as a new registration is (201, an inactive profile
 * made of what was sent), and nothing is stored; the account's owner is mailed that someone
 * tried, at most once an hour.
 */
async function answerTakenPhone(
  holder: CustomerRecord,
  item: z.output<typeof newCustomer>,
): Promise<Schemas['CustomerProfile']> {
  await mailTakenDetails(holder);
  return toProfile(
    await newCustomerRecord(item, { userId: null, password: null, isInActive: true }),
  );
}

/** 'Someone tried to register with your details', to the account's e-mail, hourly at most. */
async function mailTakenDetails(holder: CustomerRecord): Promise<void> {
  await sendAtMostHourly(
    holder.emailAddress,
    'Ada yang mencoba mendaftar dengan data akunmu',
    `Halo ${holder.firstName}, seseorang mencoba mendaftar di Kopi Nusantara dengan nomor telepon atau email akunmu. Kalau itu kamu, login saja dengan nomor telepon ${holder.mobileNumber}. Kalau bukan, abaikan email ini.`,
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

/** Both ways of creating an account carry the phone's registration code. */
function requireCode(code: string | undefined): string {
  if (!code) {
    fail(badRequest('code: Kode verifikasi wajib diisi. Tekan Kirim kode untuk memintanya.'));
  }
  return code;
}

/** The activated account that holds `email`, if any. */
function activeEmailHolder(email: string): CustomerRecord | undefined {
  return db.customers.findFirst((q) =>
    q.where({ isInActive: false, emailAddress: (e) => sameEmail(e, email) }),
  );
}

/**
 * The registration code must be the phone's newest (phoneCodes.ts): a wrong one counts as a
 * guess, and over the guess limits the answer is 429 before the code is looked at.
 */
async function proveThePhone(phone: string, code: string, asker: Asker) {
  const check = await withPhoneCodes(async () => {
    const retryAfter = guessRetryAfterSeconds(phone, asker);
    if (retryAfter !== null) return retryAfter;
    return checkPhoneCode('registration', phone, code, asker);
  });
  if (typeof check === 'number') fail(throttled('Terlalu banyak percobaan kode.', check));
  if (check.kind !== 'valid') {
    const [error, description] = CODE_REFUSALS[check.kind];
    fail(badRequest(description, error));
  }
}

/**
 * Registering with a password: the phone proved by its code, then an inactive account that
 * the e-mailed link activates. Neither a taken phone nor a taken e-mail is told: a taken
 * phone gets no code (its owner a message instead, registrations.ts), and an e-mail another
 * account holds gets an account like any other, but with no activation link: its owner is
 * mailed that someone tried instead, and the account is gone in 24 hours. So registering and
 * then logging in answer alike ('Akun belum diaktifkan') whoever holds the e-mail.
 */
async function registerWithPassword(
  item: z.output<typeof newCustomer>,
  password: string,
  asker: Asker,
): Promise<Schemas['CustomerProfile']> {
  const code = requireCode(item.code);
  await countRegistration(asker.source);
  await proveThePhone(item.mobileNumber, code, asker);
  dropExpiredRegistrations();
  replaceUnactivated(item.mobileNumber, item.emailAddress);
  const phoneHolder = db.customers.findFirst((q) => q.where({ mobileNumber: item.mobileNumber }));
  if (phoneHolder) return answerTakenPhone(phoneHolder, item);
  const emailHolder = db.customers.findFirst((q) =>
    q.where({ emailAddress: (e) => sameEmail(e, item.emailAddress) }),
  );
  const customer = await db.customers.create({
    ...(await newCustomerRecord(item, { userId: null, password, isInActive: true })),
    activationAlias: emailHolder ? null : newAlias('act'),
  });
  if (emailHolder) await mailTakenDetails(emailHolder);
  else await sendActivationMail(customer);
  return toProfile(customer);
}

/**
 * Completing the profile of a Google sign-in: the e-mail is the Google account's, proved by
 * its sign-in, so an account that holds it may be told (409). The phone is not proved by
 * the sign-in, so it is proved as registering proves it, and told alike: a taken phone got
 * no code (its owner a message instead), so its registration is refused as a wrong code is.
 * A never-activated account with the phone or the e-mail is replaced, as registering does.
 */
async function completeGoogleProfile(
  item: z.output<typeof newCustomer>,
  userId: string,
  token: TokenRecord | null,
  asker: Asker,
): Promise<Schemas['CustomerProfile']> {
  const google = googleSignIn(token, userId, item.emailAddress);
  const code = requireCode(item.code);
  await countRegistration(asker.source);
  if (activeEmailHolder(item.emailAddress)) {
    fail(conflict('Email sudah terdaftar. Login dengan nomor telepon dan password akun itu.'));
  }
  await proveThePhone(item.mobileNumber, code, asker);
  dropExpiredRegistrations();
  replaceUnactivated(item.mobileNumber, item.emailAddress);
  // Only a phone an account took since its code was sent gets here, and only the phone's
  // reader has that code: the phone's owner may be told.
  if (db.customers.findFirst((q) => q.where({ mobileNumber: item.mobileNumber }))) {
    fail(conflict('Nomor telepon sudah terdaftar. Login dengan nomor ini, atau pakai nomor lain.'));
  }
  const customer = await db.customers.create({
    ...(await newCustomerRecord(item, {
      userId,
      password: null,
      // A Google account's e-mail is verified already.
      isInActive: false,
    })),
    activationAlias: null,
  });
  // The Google sign-in now has its customer, so its token works for customer calls.
  await db.tokens.update(google, {
    data(draft) {
      draft.customerAlias = customer.alias;
    },
  });
  return toProfile(customer);
}

/**
 * The new customer's profile, as POST /api/Customer answers it; `asker` as sourceOf and
 * deviceOf say.
 */
export async function register(
  item: z.output<typeof newCustomer>,
  token: TokenRecord | null,
  asker: Asker,
): Promise<Schemas['CustomerProfile']> {
  if (item.userId) return completeGoogleProfile(item, item.userId, token, asker);
  if (!item.password) fail(badRequest('password: Password wajib diisi.'));
  return registerWithPassword(item, item.password, asker);
}
