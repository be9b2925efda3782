import { z } from 'zod';
import { toProfile } from '../domain/dto';
import { toCompactDate } from '../domain/time';
import type { Schemas } from '../domain/types';
import { optionalToken, requireCustomer, requireToken } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, conflict, fail, forbidden, notFound, unauthorized } from '../http/errors';
import { compactDate, newPassword, optionalText, phoneNumber, requiredText } from '../http/fields';
import { route } from '../http/route';
import {
  type CustomerFields,
  type CustomerRecord,
  db,
  type TokenRecord,
} from '../store/collections';
import { newAlias, nextInSequence } from '../store/ids';

const FIRST_CUSTOMER_ID = 1000;

const newCustomer = z.object({
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

const profileUpdate = z.object({
  alias: z.string().min(1),
  firstName: requiredText('Nama depan'),
  lastName: requiredText('Nama belakang'),
  emailAddress: z.string(),
  mobileNumber: phoneNumber,
  birthday: compactDate('Tanggal lahir'),
  password: z.union([newPassword, z.literal(''), z.null()]).optional(),
  currentPassword: z.string().max(128, 'Password lama maksimal 128 karakter.').nullish(),
  fileName: optionalText('Nama file foto', 200).nullish(),
  data: z.string().max(2_000_000, 'Foto profil maksimal 1,5 MB.').nullish(),
  imageUrl: optionalText('URL foto', 500).nullish(),
});

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The account that already holds this phone or e-mail, if any. */
function holderOf(phone: string, email: string): CustomerRecord | null {
  return (
    db.customers.findFirst((q) => q.where({ mobileNumber: phone })) ??
    db.customers.findFirst((q) => q.where({ emailAddress: (e) => sameEmail(e, email) })) ??
    null
  );
}

function refuseTakenContact(phone: string, email: string): void {
  if (db.customers.findFirst((q) => q.where({ mobileNumber: phone }))) {
    fail(conflict('Nomor telepon sudah terdaftar.'));
  }
  if (db.customers.findFirst((q) => q.where({ emailAddress: (e) => sameEmail(e, email) }))) {
    fail(conflict('Email sudah terdaftar.'));
  }
}

/**
 * Registration with a phone or e-mail that already has an account answers exactly as a new
 * registration does (201, an inactive profile made of what was sent, "check your e-mail"),
 * so the form cannot be used to find out who is a customer. Nothing is stored; the
 * account's owner gets a mail saying someone tried, so a real customer who forgot is told
 * how to get in.
 */
async function answerTakenRegistration(
  holder: CustomerRecord,
  item: z.output<typeof newCustomer>,
): Promise<Schemas['CustomerProfile']> {
  await db.mailbox.create({
    id: newAlias('mail'),
    to: holder.emailAddress,
    subject: 'Ada yang mencoba mendaftar dengan data akunmu',
    body: `Halo ${holder.firstName}, seseorang mencoba mendaftar di Kopi Nusantara dengan nomor telepon atau email akunmu. Kalau itu kamu, login saja dengan nomor telepon ${holder.mobileNumber}. Kalau bukan, abaikan email ini.`,
    link: null,
    sentAt: Date.now(),
  });
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
  const link = `/Activation/${customer.activationAlias}`;
  await db.mailbox.create({
    id: newAlias('mail'),
    to: customer.emailAddress,
    subject: 'Aktifkan akun Kopi Nusantara kamu',
    body: `Halo ${customer.firstName}, terima kasih sudah mendaftar. Buka tautan berikut untuk mengaktifkan akunmu, lalu login dengan nomor telepon ${customer.mobileNumber}.`,
    link,
    sentAt: Date.now(),
  });
}

export const customerHandlers = [
  route('get', '/api/Customer', ({ request, response }) => {
    const token = requireToken(request);
    if (token.kind === 'customer' && token.customerAlias === null) {
      return notFound('Profil belum ada. Lengkapi profil kamu terlebih dahulu.');
    }
    return response(200).json(toProfile(requireCustomer(request)));
  }),

  route('post', '/api/Customer', async ({ request, response }) => {
    const token = optionalToken(request);
    const [item] = await readJson(
      request,
      z.array(newCustomer).length(1, 'Kirim tepat satu data pelanggan.'),
    );
    if (!item) return badRequest('Kirim tepat satu data pelanggan.');
    const google = item.userId ? googleSignIn(token, item.userId, item.emailAddress) : null;
    if (!google && !item.password) return badRequest('password: Password wajib diisi.');
    if (!google) {
      const holder = holderOf(item.mobileNumber, item.emailAddress);
      if (holder) return response(201).json([await answerTakenRegistration(holder, item)]);
    }
    // Completing a Google profile is done signed in with that Google account, so it may
    // be told which of its details is taken.
    refuseTakenContact(item.mobileNumber, item.emailAddress);

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
    return response(201).json([toProfile(customer)]);
  }),

  route('put', '/api/Customer', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const [item] = await readJson(
      request,
      z.array(profileUpdate).length(1, 'Kirim tepat satu profil.'),
    );
    if (!item) return badRequest('Kirim tepat satu profil.');
    if (item.alias !== customer.alias)
      return forbidden('Kamu hanya bisa mengubah profilmu sendiri.');
    if (
      item.mobileNumber !== customer.mobileNumber ||
      !sameEmail(item.emailAddress, customer.emailAddress)
    ) {
      return badRequest('Email dan nomor telepon tidak bisa diubah.');
    }
    // A stolen session (a token lifted from a shared computer) must not be enough to take
    // the account over: a new password needs the current one.
    if (
      item.password &&
      (customer.password === null || item.currentPassword !== customer.password)
    ) {
      return badRequest(
        customer.password === null
          ? 'Akun ini masuk lewat Google dan tidak memakai password.'
          : 'currentPassword: Password lama salah.',
        'invalid_grant',
      );
    }
    const updated = await db.customers.update(customer, {
      data(draft) {
        draft.firstName = item.firstName;
        draft.lastName = item.lastName;
        draft.birthday = item.birthday;
        if (item.password) draft.password = item.password;
        if (item.fileName !== undefined) draft.fileName = item.fileName;
        if (item.data !== undefined) draft.data = item.data;
        if (item.imageUrl !== undefined) draft.imageUrl = item.imageUrl;
      },
    });
    if (!updated) fail(unauthorized('Akun untuk token ini sudah tidak ada.'));
    return response(200).json([toProfile(updated)]);
  }),

  route(
    'get',
    '/api/Customer/Activation/{alias}',
    async ({ params, response }) => {
      const customer = db.customers.findFirst((q) => q.where({ activationAlias: params.alias }));
      if (!customer) return notFound('Tautan aktivasi tidak dikenal atau sudah tidak berlaku.');
      if (!customer.isInActive) return conflict('Akun ini sudah aktif. Silakan login.');
      const activated = await db.customers.update(customer, {
        data(draft) {
          draft.isInActive = false;
        },
      });
      return response(200).json(toProfile(activated ?? customer));
    },
    // Following the e-mailed link is a GET that changes the account.
    { mutates: true },
  ),
];
