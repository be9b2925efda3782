import { z } from 'zod';
import { recordPasswordReset } from '../domain/loginThrottle';
import {
  checkResetCode,
  issueResetCode,
  type ResetCodeCheck,
  resetCodeRetryAfterSeconds,
} from '../domain/passwordReset';
import { endSessions } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, throttled } from '../http/errors';
import { newPassword, phoneNumber } from '../http/fields';
import { route } from '../http/route';
import { sourceOf } from '../http/source';
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

export const passwordResetHandlers = [
  route('post', '/api/Account/PasswordReset/Code', async ({ request, response }) => {
    const { mobileNumber } = await readJson(request, codeRequest);
    const retryAfter = resetCodeRetryAfterSeconds(mobileNumber);
    if (retryAfter !== null) {
      return throttled('Terlalu banyak permintaan.', retryAfter);
    }
    await issueResetCode(mobileNumber);
    return response(202).empty();
  }),

  route('post', '/api/Account/PasswordReset', async ({ request, response }) => {
    const { mobileNumber, code, password } = await readJson(request, resetRequest);
    const check = await checkResetCode(mobileNumber, code);
    if (check.kind !== 'valid') {
      const [error, description] = REFUSALS[check.kind];
      return badRequest(description, error);
    }
    const customer = db.customers.findFirst((q) => q.where({ alias: check.customerAlias }));
    if (customer) {
      await db.customers.update(customer, {
        data(draft) {
          draft.password = password;
        },
      });
    }
    // Every session of the account ends: none outlives the password it was opened with.
    endSessions(check.customerAlias);
    await recordPasswordReset(sourceOf(request), mobileNumber);
    return response(204).empty();
  }),
];
