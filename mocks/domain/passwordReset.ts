import { db } from '../store/collections';
import { sendMail } from './mailbox';
import { type Asker, checkPhoneCode, issuePhoneCode, type PhoneCodeCheck } from './phoneCodes';
import { dropExpiredRegistrations } from './registrations';

// 'Lupa password?': a 6-digit code sent to the phone (gateway.yaml,
// /api/Account/PasswordReset), by the code service and its limits (phoneCodes.ts, purpose
// 'reset'). Only a phone with a password account gets a code; every other phone gets the
// same answer and a record that matches nothing.

/**
 * The account a code may reset: one that signs in with a password. A Google-only account has
 * no password (it signs in with Google). One not activated yet may have its password set; it
 * stays inactive until its e-mailed link (the link proves the e-mail, the code only the phone).
 */
function resettableAccount(phone: string) {
  dropExpiredRegistrations();
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  return customer && customer.password !== null ? customer : null;
}

/** Records a request for `phone` and sends its code when the phone has a resettable account. */
export async function issueResetCode(phone: string, asker: Asker, now = Date.now()): Promise<void> {
  const customer = resettableAccount(phone);
  const code = await issuePhoneCode(
    'reset',
    phone,
    asker,
    { sendsCode: customer !== null, customerAlias: customer?.alias ?? null },
    now,
  );
  if (customer && code) {
    await sendMail(
      phone,
      'Kode reset password Kopi Nusantara (WhatsApp/SMS)',
      `Kode reset password Kopi Nusantara kamu: ${code}. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.`,
    );
  }
}

export type ResetCodeCheck =
  | { kind: 'valid'; customerAlias: string }
  | Exclude<PhoneCodeCheck, { kind: 'valid' }>;

/** Checks a reset code (phoneCodes.ts); a code whose account is gone since resets nothing. */
export async function checkResetCode(
  phone: string,
  code: string,
  asker: Asker,
  now = Date.now(),
): Promise<ResetCodeCheck> {
  const check = await checkPhoneCode('reset', phone, code, asker, now);
  if (check.kind !== 'valid') return check;
  const alias = check.customerAlias;
  const account = alias ? db.customers.findFirst((q) => q.where({ alias })) : null;
  return account ? { kind: 'valid', customerAlias: account.alias } : { kind: 'used' };
}
