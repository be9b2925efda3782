import { z } from 'zod';
import { recordPasswordReset } from '../domain/loginThrottle';
import { sendMail } from '../domain/mailbox';
import {
  type Asker,
  checkResetCode,
  issueResetCode,
  type ResetCodeCheck,
  resetCodeRetryAfterSeconds,
  resetGuessRetryAfterSeconds,
} from '../domain/passwordReset';
import { exclusively } from '../domain/throttle';
import { endSessions } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, throttled } from '../http/errors';
import { newPassword, phoneNumber } from '../http/fields';
import { route } from '../http/route';
import { deviceCookie, deviceOf, newDeviceId, sourceOf } from '../http/source';
import { db } from '../store/collections';

// 'Lupa password?' (gateway.yaml, /api/Account/PasswordReset): a code to the phone, then a
// new password with it. The rules live in ../domain/passwordReset.ts.

const codeRequest = z.object({ mobileNumber: phoneNumber });

const resetRequest = z.object({
  mobileNumber: phoneNumber,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Kode harus 6 angka.'),
  password: newPassword,
});

/** The refusal for each way a code fails, as gateway.yaml names them. */
const REFUSALS: Record<Exclude<ResetCodeCheck['kind'], 'valid'>, [string, string]> = {
  invalid: ['invalid_code', 'Kode salah. Periksa kode yang kami kirim lewat WhatsApp atau SMS.'],
  expired: ['expired_code', 'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.'],
  tooManyTries: [
    'used_code',
    'Kode sudah 5 kali salah dimasukkan dan tidak berlaku lagi. Minta kode baru.',
  ],
  used: ['used_code', 'Kode ini sudah dipakai. Minta kode baru bila perlu.'],
};

/** Every code request and every guess, one at a time: each is checked and counted at once. */
const CODES = 'password-reset';

export const passwordResetHandlers = [
  route('post', '/api/Account/PasswordReset/Code', async ({ request, cookies, response }) => {
    const { mobileNumber } = await readJson(request, codeRequest);
    const asker: Asker = { source: sourceOf(request), device: deviceOf(request, cookies) };
    return exclusively(CODES, async () => {
      const retryAfter = resetCodeRetryAfterSeconds(mobileNumber, asker);
      if (retryAfter !== null) {
        return throttled('Terlalu banyak permintaan.', retryAfter);
      }
      await issueResetCode(mobileNumber, asker);
      return response(202).empty();
    });
  }),

  route('post', '/api/Account/PasswordReset', async ({ request, cookies, response }) => {
    const { mobileNumber, code, password } = await readJson(request, resetRequest);
    const device = deviceOf(request, cookies);
    const asker: Asker = { source: sourceOf(request), device };
    const check = await exclusively(CODES, async () => {
      const retryAfter = resetGuessRetryAfterSeconds(mobileNumber, asker);
      if (retryAfter !== null) return retryAfter;
      return checkResetCode(mobileNumber, code, asker);
    });
    if (typeof check === 'number') return throttled('Terlalu banyak percobaan kode.', check);
    if (check.kind !== 'valid') {
      const [error, description] = REFUSALS[check.kind];
      return badRequest(description, error);
    }
    const customer = db.customers.findFirst((q) => q.where({ alias: check.customerAlias }));
    if (customer) {
      await db.customers.update(customer, {
        data(draft) {
          draft.password = password;
          // The code proves the phone: an account still waiting for its link is opened.
          draft.isInActive = false;
          draft.activationAlias = null;
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
