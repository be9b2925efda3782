import { z } from 'zod';
import { normalizePhone } from '@/lib/phone';
import { googleSubject, MOCK_GOOGLE_CLIENT_ID, parseMockGoogleToken } from '../domain/google';
import { quoted } from '../domain/input';
import {
  loginRetryAfterSeconds,
  recordLoginFailure,
  recordLoginSuccess,
} from '../domain/loginThrottle';
import { dropExpiredRegistrations } from '../domain/registrations';
import { exclusively } from '../domain/throttle';
import type { Schemas } from '../domain/types';
import {
  CLIENT_TOKEN_LIFETIME_S,
  CUSTOMER_TOKEN_LIFETIME_S,
  issueToken,
  requireToken,
} from '../http/auth';
import { type FormFields, readForm, readJson } from '../http/body';
import { badRequest, fail, throttled, unauthorized } from '../http/errors';
import { type GatewayInfo, route } from '../http/route';
import { deviceCookie, deviceOf, newDeviceId, sourceOf } from '../http/source';
import { db } from '../store/collections';

/** The contract's example answer for every failed password login. */
const WRONG_CREDENTIALS = 'Nomor telepon atau password salah.';

type TokenAnswer = GatewayInfo<'post', '/connect/token'>['response'];

function tokenResponse(
  response: TokenAnswer,
  token: string,
  lifetimeSeconds: number,
  headers: Record<string, string> = {},
) {
  return response(200).json(
    { access_token: token, token_type: 'Bearer', expires_in: lifetimeSeconds },
    { headers },
  );
}

/** Who asks for a password token: where from (sourceOf) and which device (its cookie). */
interface Caller {
  request: Request;
  source: string;
  device: string | null;
}

async function passwordGrant(
  { request, source, device }: Caller,
  form: FormFields<Schemas['TokenRequest']>,
  response: TokenAnswer,
): Promise<Response> {
  const username = form.get('username')?.trim();
  const password = form.get('password');
  if (!username) return badRequest('Nomor telepon wajib diisi.');
  if (!password) return badRequest('Password wajib diisi.');
  const phone = normalizePhone(username);
  dropExpiredRegistrations();
  const retryAfter = loginRetryAfterSeconds(source, device, phone);
  if (retryAfter !== null) {
    return throttled('Terlalu banyak percobaan login yang gagal.', retryAfter);
  }
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  // One answer for an unknown phone, a wrong password and a Google-only account: the token
  // endpoint must not tell a stranger which phone numbers have an account.
  if (!customer || customer.password === null || customer.password !== password) {
    await recordLoginFailure(source, phone);
    return badRequest(WRONG_CREDENTIALS, 'invalid_grant');
  }
  // Only the right password learns that the account still waits for its activation link.
  if (customer.isInActive) {
    await recordLoginSuccess(source, null, phone);
    return badRequest(
      'Akun belum diaktifkan. Buka tautan aktivasi yang kami kirim ke email kamu.',
      'invalid_grant',
    );
  }
  const token = await issueToken({
    kind: 'customer',
    customerAlias: customer.alias,
    lifetimeSeconds: CUSTOMER_TOKEN_LIFETIME_S,
  });
  // The device that signed in is known to the phone by its cookie, given here if it had none.
  const known = device ?? newDeviceId();
  await recordLoginSuccess(source, known, phone);
  const headers: Record<string, string> = device
    ? {}
    : { 'Set-Cookie': deviceCookie(known, request) };
  return tokenResponse(response, token.token, CUSTOMER_TOKEN_LIFETIME_S, headers);
}

const googleLoginBody = z.object({
  googleToken: z.string().min(1),
  providerKey: z.string(),
  appId: z.string(),
});

export const accountHandlers = [
  route('post', '/connect/token', async ({ request, cookies, response }) => {
    const form = await readForm<Schemas['TokenRequest']>(request);
    const grantType = form.get('grant_type');
    if (!grantType) return badRequest('grant_type wajib diisi.');
    if (!form.get('client_id')) return badRequest('client_id wajib diisi.', 'invalid_client');
    if (!form.get('scope')) return badRequest('scope wajib diisi.', 'invalid_scope');
    if (grantType === 'password') {
      const caller = { request, source: sourceOf(request), device: deviceOf(request, cookies) };
      return exclusively('login', () => passwordGrant(caller, form, response));
    }
    if (grantType !== 'client_credentials') {
      return badRequest(quoted`grant_type ${grantType} tidak didukung.`, 'unsupported_grant_type');
    }
    const token = await issueToken({ kind: 'client', lifetimeSeconds: CLIENT_TOKEN_LIFETIME_S });
    return tokenResponse(response, token.token, CLIENT_TOKEN_LIFETIME_S);
  }),

  route('post', '/connect/revocation', async ({ request, response }) => {
    const form = await readForm<Schemas['RevocationRequest']>(request);
    const token = form.get('token');
    if (!token) return badRequest('token wajib diisi.');
    if (!form.get('client_id')) return badRequest('client_id wajib diisi.', 'invalid_client');
    db.tokens.deleteMany((q) => q.where({ token }));
    return response(200).empty();
  }),

  route('post', '/api/Account/GoogleLogin', async ({ request, response }) => {
    const caller = requireToken(request);
    if (caller.kind !== 'client') fail(unauthorized('Login Google memerlukan token klien.'));
    const body = await readJson(request, googleLoginBody);
    const identity = parseMockGoogleToken(body.googleToken);
    if (!identity) return badRequest('Token Google tidak valid.', 'invalid_grant');
    // The audience is checked against the gateway's own client id, not the body's appId:
    // a token another site obtained for its own sign-in must not sign anyone in here.
    if (identity.audience !== MOCK_GOOGLE_CLIENT_ID) {
      return badRequest('Token Google ini bukan untuk toko ini.', 'invalid_grant');
    }
    const { audience: _, ...person } = identity;
    const subject = googleSubject(person.email);
    // Linked by the Google subject only. A password account with the same e-mail stays
    // its own: whoever controls a Google account for that address does not get it. One never
    // activated holds nothing (its registration proved no e-mail): completing the profile
    // replaces it, so nobody keeps the address's owner out.
    const customer = db.customers.findFirst((q) => q.where({ userId: subject }));
    if (
      !customer &&
      db.customers.findFirst((q) =>
        q.where({ isInActive: false, emailAddress: (e) => e.toLowerCase() === person.email }),
      )
    ) {
      return badRequest(
        'Email ini sudah terdaftar dengan nomor telepon. Masuk dengan nomor telepon dan password kamu.',
        'invalid_grant',
      );
    }
    if (customer?.isInActive) {
      return badRequest(
        'Akun dengan email ini belum diaktifkan. Buka tautan aktivasi di email kamu.',
        'invalid_grant',
      );
    }
    const userId = subject;
    // Without a customer the token only proves who signed in: GET /api/Customer answers
    // 404 and the storefront asks the shopper to complete a profile.
    const token = await issueToken({
      kind: 'customer',
      customerAlias: customer?.alias ?? null,
      federated: { ...person, userId },
      lifetimeSeconds: CUSTOMER_TOKEN_LIFETIME_S,
    });
    return response(200).json({
      access_token: token.token,
      given_name: person.givenName,
      name: `${person.givenName} ${person.familyName}`.trim(),
      user_id: userId,
      expires_in: CUSTOMER_TOKEN_LIFETIME_S,
    });
  }),
];
