import { z } from 'zod';
import {
  type Asker,
  type CodePurpose,
  codeRetryAfterSeconds,
  withPhoneCodes,
} from '../domain/phoneCodes';
import { readJson } from '../http/body';
import { throttled } from '../http/errors';
import { phoneNumber } from '../http/fields';
import { route } from '../http/route';
import { deviceOf, sourceOf } from '../http/source';

const codeRequest = z.object({ mobileNumber: phoneNumber });

/**
 * POST a phone to get a 6-digit code on it (to register, or for 'Lupa password?'): limited
 * per phone, source and device for `purpose` (../domain/phoneCodes.ts), else `issue` sends
 * the code, and the answer is 202 whether or not one went out.
 */
export function phoneCodeRoute(
  path: '/api/Customer/RegistrationCode' | '/api/Account/PasswordReset/Code',
  purpose: CodePurpose,
  issue: (phone: string, asker: Asker) => Promise<unknown>,
) {
  return route('post', path, async ({ request, cookies, response }) => {
    const { mobileNumber } = await readJson(request, codeRequest);
    const asker: Asker = { source: sourceOf(request), device: deviceOf(request, cookies) };
    return withPhoneCodes(async () => {
      const retryAfter = codeRetryAfterSeconds(purpose, mobileNumber, asker);
      if (retryAfter !== null) return throttled('Terlalu banyak permintaan.', retryAfter);
      await issue(mobileNumber, asker);
      return response(202).empty();
    });
  });
}
