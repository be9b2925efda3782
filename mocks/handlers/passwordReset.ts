import { z } from 'zod';
import { recordPasswordReset } from '../domain/loginThrottle';
import { sendMail } from '../domain/mailbox';
import { checkResetCode, issueResetCode } from '../domain/passwordReset';
import {
  type Asker,
  CODE_REFUSALS,
  guessRetryAfterSeconds,
  withPhoneCodes,
} from '../domain/phoneCodes';
import { endSessions } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, throttled } from '../http/errors';
import { newPassword, phoneCode, phoneNumber } from '../http/fields';
import { route } from '../http/route';
import { deviceCookie, deviceOf, newDeviceId, sourceOf } from '../http/source';
import { db } from '../store/collections';
import { phoneCodeRoute } from './phoneCodeRoute';

// 'Lupa password?' (gateway.yaml, /api/Account/PasswordReset): a code to the phone, then a
// new password with it. The rules live in ../domain/passwordReset.ts and phoneCodes.ts.

const resetRequest = z.object({
  mobileNumber: phoneNumber,
  code: phoneCode,
  password: newPassword,
});

export const passwordResetHandlers = [
  phoneCodeRoute('/api/Account/PasswordReset/Code', 'reset', issueResetCode),

  route('post', '/api/Account/PasswordReset', async ({ request, cookies, response }) => {
    const { mobileNumber, code, password } = await readJson(request, resetRequest);
    const device = deviceOf(request, cookies);
    const asker: Asker = { source: sourceOf(request), device };
    const check = await withPhoneCodes(async () => {
      const retryAfter = guessRetryAfterSeconds(mobileNumber, asker);
      if (retryAfter !== null) return retryAfter;
      return checkResetCode(mobileNumber, code, asker);
    });
    if (typeof check === 'number') return throttled('Terlalu banyak percobaan kode.', check);
    if (check.kind !== 'valid') {
      const [error, description] = CODE_REFUSALS[check.kind];
      return badRequest(description, error);
    }
    const customer = db.customers.findFirst((q) => q.where({ alias: check.customerAlias }));
    if (customer) {
      await db.customers.update(customer, {
        data(draft) {
          // The code proves the phone, not the e-mail: an account still waiting for its
          // link keeps waiting (registering already proved the phone).
          draft.password = password;
        },
      });
      await sendMail(
        customer.emailAddress,
        'Password akun Kopi Nusantara kamu diganti',
        `Halo ${customer.firstName}, password akunmu baru saja diganti dengan kode yang kami kirim ke ${customer.mobileNumber}, dan semua sesi login diakhiri. Kalau bukan kamu, segera minta kode baru lewat 'Lupa password?' dan hubungi kami.`,
      );
    }
    // Every session of the account ends: none outlives the password it was opened with.
    endSessions(check.customerAlias);
    // The code proves the phone: this device is known to it from now on.
    const known = device ?? newDeviceId();
    await recordPasswordReset(asker.source, known, mobileNumber);
    return response(204).empty({
      headers: device ? {} : { 'Set-Cookie': deviceCookie(known, request) },
    });
  }),
];
