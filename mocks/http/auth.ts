import {
  type CustomerRecord,
  db,
  type FederatedIdentity,
  type TokenRecord,
} from '../store/collections';
import { newToken } from '../store/ids';
import { fail, unauthorized } from './errors';

export const CLIENT_TOKEN_LIFETIME_S = 3600;
/** A day: long enough that a dev session survives a lunch break, short enough to expire in tests. */
export const CUSTOMER_TOKEN_LIFETIME_S = 86_400;

interface IssueOptions {
  kind: TokenRecord['kind'];
  customerAlias?: string | null;
  federated?: FederatedIdentity | null;
  lifetimeSeconds: number;
}

export async function issueToken({
  kind,
  customerAlias = null,
  federated = null,
  lifetimeSeconds,
}: IssueOptions): Promise<TokenRecord> {
  const now = Date.now();
  // Expired tokens are useless; dropping them keeps the persisted database small.
  db.tokens.deleteMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt <= now }));
  return db.tokens.create({
    token: newToken(),
    kind,
    customerAlias,
    federated,
    expiresAt: now + lifetimeSeconds * 1000,
  });
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null || header.trim() === '') {
    fail(unauthorized('Token akses tidak ada. Silakan login terlebih dahulu.'));
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) fail(unauthorized('Header Authorization harus berupa "Bearer <token>".'));
  return match[1];
}

/** The token with this value, or a 401 for an unknown (forged) or expired one. */
function liveToken(value: string): TokenRecord {
  const token = db.tokens.findFirst((q) => q.where({ token: value }));
  if (!token) fail(unauthorized('Token akses tidak valid. Silakan login kembali.'));
  if (token.expiresAt <= Date.now()) {
    fail(unauthorized('Token akses sudah kedaluwarsa. Silakan login kembali.'));
  }
  return token;
}

/** The caller's token, or a 401 for a missing, unknown (forged) or expired one. */
export function requireToken(request: Request): TokenRecord {
  return liveToken(bearerOf(request) ?? '');
}

/** A token when one is sent: for calls that anyone may make but that a token changes. */
export function optionalToken(request: Request): TokenRecord | null {
  return request.headers.has('authorization') ? requireToken(request) : null;
}

/** The signed-in customer a token stands for; null for a client token or none. */
function customerAliasOf(token: TokenRecord | null): string | null {
  return token?.kind === 'customer' ? token.customerAlias : null;
}

/**
 * Who asks a public call (the catalogue): the signed-in customer whose token comes with it,
 * or null. Public calls declare no 401, so a stale or forged token is just no customer.
 */
export function viewerAlias(request: Request): string | null {
  try {
    return customerAliasOf(optionalToken(request));
  } catch {
    return null;
  }
}

/** SPEC §3: the storefront keeps the customer's token in this cookie. */
const SESSION_COOKIE = 'access_token';

/**
 * Who asks for a file of the image host. An `<img>` sends no Authorization header, but the
 * browser sends the site's cookies with it, the session cookie among them. A file answers
 * 401 to nobody: a stale or forged token is just no customer.
 */
export function imageViewerAlias(request: Request, cookies: Record<string, string>): string | null {
  const fromHeader = viewerAlias(request);
  if (fromHeader) return fromHeader;
  const sent = cookies[SESSION_COOKIE];
  if (!sent) return null;
  try {
    return customerAliasOf(liveToken(sent));
  } catch {
    return null;
  }
}

/** The signed-in customer behind a customer token, or a 401. */
export function requireCustomer(request: Request): CustomerRecord {
  const token = requireToken(request);
  if (token.kind !== 'customer') {
    fail(unauthorized('Token ini bukan token pelanggan. Silakan login sebagai pelanggan.'));
  }
  if (token.customerAlias === null) {
    fail(unauthorized('Profil kamu belum dilengkapi. Lengkapi profil lalu login kembali.'));
  }
  const customer = db.customers.findFirst((q) => q.where({ alias: token.customerAlias ?? '' }));
  if (!customer) fail(unauthorized('Akun untuk token ini sudah tidak ada. Silakan login kembali.'));
  return customer;
}

/**
 * Ends the customer's sessions: every customer token of this account except `keep` (the
 * caller's own, when a signed-in customer changes the password). A changed or reset password
 * must not leave a stolen or forgotten session valid.
 */
export function endSessions(customerAlias: string, keep: string | null = null): void {
  db.tokens.deleteMany((q) =>
    q.where({ customerAlias, kind: 'customer', token: (token) => token !== keep }),
  );
}
