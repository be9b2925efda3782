import { z } from 'zod';
import { normalizePhone } from '@/lib/phone';
import type { Schemas } from '../domain/types';
import {
  CLIENT_TOKEN_LIFETIME_S,
  CUSTOMER_TOKEN_LIFETIME_S,
  issueToken,
  requireToken,
} from '../http/auth';
import { type FormFields, readForm, readJson } from '../http/body';
import { badRequest, fail, unauthorized } from '../http/errors';
import { type GatewayInfo, route } from '../http/route';
import { db, type FederatedIdentity } from '../store/collections';

/**
 * The mock's Google: the offline account chooser of the login screen produces
 * `mock-google:<email>:<given name>:<family name>`; anything else is refused.
 */
export function parseMockGoogleToken(token: string): Omit<FederatedIdentity, 'userId'> | null {
  const match = /^mock-google:([^:\s]+@[^:\s]+):([^:]+):([^:]*)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const givenName = match[2].trim();
  if (!givenName) return null;
  return { email: match[1].toLowerCase(), givenName, familyName: (match[3] ?? '').trim() };
}

/** A stable, Google-like numeric subject per e-mail address. */
function googleUserId(email: string): string {
  let hash = 0n;
  for (const byte of new TextEncoder().encode(email.toLowerCase())) {
    hash = (hash * 131n + BigInt(byte)) % 10n ** 21n;
  }
  return `google-${hash.toString().padStart(21, '1')}`;
}

type TokenAnswer = GatewayInfo<'post', '/connect/token'>['response'];

function tokenResponse(response: TokenAnswer, token: string, lifetimeSeconds: number) {
  return response(200).json({
    access_token: token,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
  });
}

async function passwordGrant(
  form: FormFields<Schemas['TokenRequest']>,
  response: TokenAnswer,
): Promise<Response> {
  const username = form.get('username')?.trim();
  const password = form.get('password');
  if (!username) return badRequest('Nomor telepon wajib diisi.');
  if (!password) return badRequest('Password wajib diisi.');
  const phone = normalizePhone(username);
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  if (!customer) return badRequest('Nomor telepon belum terdaftar.', 'invalid_grant');
  if (customer.password === null) {
    return badRequest(
      'Akun ini terdaftar lewat Google. Masuk dengan tombol Google.',
      'invalid_grant',
    );
  }
  if (customer.password !== password) return badRequest('Password salah.', 'invalid_grant');
  if (customer.isInActive) {
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
  return tokenResponse(response, token.token, CUSTOMER_TOKEN_LIFETIME_S);
}

const googleLoginBody = z.object({
  googleToken: z.string().min(1),
  providerKey: z.string(),
  appId: z.string(),
});

export const accountHandlers = [
  route('post', '/connect/token', async ({ request, response }) => {
    const form = await readForm<Schemas['TokenRequest']>(request);
    const grantType = form.get('grant_type');
    if (!grantType) return badRequest('grant_type wajib diisi.');
    if (!form.get('client_id')) return badRequest('client_id wajib diisi.', 'invalid_client');
    if (!form.get('scope')) return badRequest('scope wajib diisi.', 'invalid_scope');
    if (grantType === 'password') return passwordGrant(form, response);
    if (grantType !== 'client_credentials') {
      return badRequest(`grant_type ${grantType} tidak didukung.`, 'unsupported_grant_type');
    }
    const token = await issueToken({ kind: 'client', lifetimeSeconds: CLIENT_TOKEN_LIFETIME_S });
    return tokenResponse(response, token.token, CLIENT_TOKEN_LIFETIME_S);
  }),

  route('post', '/api/Account/GoogleLogin', async ({ request, response }) => {
    const caller = requireToken(request);
    if (caller.kind !== 'client') fail(unauthorized('Login Google memerlukan token klien.'));
    const body = await readJson(request, googleLoginBody);
    const identity = parseMockGoogleToken(body.googleToken);
    if (!identity) return badRequest('Token Google tidak valid.', 'invalid_grant');
    const customer = db.customers.findFirst((q) =>
      q.where({ emailAddress: (email) => email.toLowerCase() === identity.email }),
    );
    if (customer?.isInActive) {
      return badRequest(
        'Akun dengan email ini belum diaktifkan. Buka tautan aktivasi di email kamu.',
        'invalid_grant',
      );
    }
    const userId = customer?.userId ?? googleUserId(identity.email);
    // Without a customer the token only proves who signed in: GET /api/Customer answers
    // 404 and the storefront asks the shopper to complete a profile.
    const token = await issueToken({
      kind: 'customer',
      customerAlias: customer?.alias ?? null,
      federated: { ...identity, userId },
      lifetimeSeconds: CUSTOMER_TOKEN_LIFETIME_S,
    });
    return response(200).json({
      access_token: token.token,
      given_name: identity.givenName,
      name: `${identity.givenName} ${identity.familyName}`.trim(),
      user_id: userId,
    });
  }),
];
