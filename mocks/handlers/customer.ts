import { z } from 'zod';
import { toProfile } from '../domain/dto';
import { PASSWORD_CHECK_LIMIT } from '../domain/loginThrottle';
import { sendMail } from '../domain/mailbox';
import { dropExpiredRegistrations, issueRegistrationCode } from '../domain/registrations';
import { countEvent, forgetEvents, longestWait } from '../domain/throttle';
import { endSessions, optionalToken, requireCustomer, requireToken } from '../http/auth';
import { readOnlyItem } from '../http/body';
import {
  badRequest,
  conflict,
  fail,
  forbidden,
  notFound,
  throttled,
  unauthorized,
} from '../http/errors';
import { compactDate, newPassword, optionalText, phoneNumber, requiredText } from '../http/fields';
import { route } from '../http/route';
import { deviceOf, sourceOf } from '../http/source';
import { type CustomerRecord, db } from '../store/collections';
import { phoneCodeRoute } from './phoneCodeRoute';
import { newCustomer, register, sameEmail } from './registration';

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

/**
 * A stolen session (a token lifted from a shared computer) must not be enough to take the
 * account over: a new password needs the current one, and guessing it is slowed as a login
 * is (PASSWORD_CHECK_LIMIT): while locked, the right one gets 429 too.
 */
async function checkCurrentPassword(
  customer: CustomerRecord,
  currentPassword: string | null | undefined,
): Promise<void> {
  if (customer.password === null) {
    fail(badRequest('Akun ini masuk lewat Google dan tidak memakai password.', 'invalid_grant'));
  }
  const wait = longestWait([[PASSWORD_CHECK_LIMIT, customer.alias]]);
  if (wait !== null) fail(throttled('Terlalu banyak percobaan password lama yang salah.', wait));
  if (currentPassword !== customer.password) {
    // A missing password is no guess; a wrong one counts.
    if (currentPassword) await countEvent(PASSWORD_CHECK_LIMIT, customer.alias);
    fail(badRequest('currentPassword: Password lama salah.', 'invalid_grant'));
  }
  forgetEvents(PASSWORD_CHECK_LIMIT, customer.alias);
}

export const customerHandlers = [
  route('get', '/api/Customer', ({ request, response }) => {
    const token = requireToken(request);
    if (token.kind === 'customer' && token.customerAlias === null) {
      return notFound('Profil belum ada. Lengkapi profil kamu terlebih dahulu.');
    }
    return response(200).json(toProfile(requireCustomer(request)));
  }),

  route('post', '/api/Customer', async ({ request, cookies, response }) => {
    const token = optionalToken(request);
    const item = await readOnlyItem(request, newCustomer, 'Kirim tepat satu data pelanggan.');
    const asker = { source: sourceOf(request), device: deviceOf(request, cookies) };
    return response(201).json([await register(item, token, asker)]);
  }),

  phoneCodeRoute('/api/Customer/RegistrationCode', 'registration', issueRegistrationCode),

  route('put', '/api/Customer', async ({ request, response }) => {
    const customer = requireCustomer(request);
    const item = await readOnlyItem(request, profileUpdate, 'Kirim tepat satu profil.');
    if (item.alias !== customer.alias)
      return forbidden('Kamu hanya bisa mengubah profilmu sendiri.');
    if (
      item.mobileNumber !== customer.mobileNumber ||
      !sameEmail(item.emailAddress, customer.emailAddress)
    ) {
      return badRequest('Email dan nomor telepon tidak bisa diubah.');
    }
    if (item.password) await checkCurrentPassword(customer, item.currentPassword);
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
    if (item.password) {
      // A new password ends every other session: one stolen before the change dies with it.
      endSessions(customer.alias, requireToken(request).token);
      await sendMail(
        customer.emailAddress,
        'Password akun Kopi Nusantara kamu diganti',
        `Halo ${customer.firstName}, password akunmu baru saja diganti dari halaman profil, dan sesi login lainnya diakhiri. Kalau bukan kamu, segera ganti lewat 'Lupa password?' dengan nomor ${customer.mobileNumber} dan hubungi kami.`,
      );
    }
    return response(200).json([toProfile(updated)]);
  }),

  route(
    'get',
    '/api/Customer/Activation/{alias}',
    async ({ params, response }) => {
      dropExpiredRegistrations();
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
