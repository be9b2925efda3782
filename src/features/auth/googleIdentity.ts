import { z } from 'zod';
import { parseJson } from '@/lib/json';
import { OFFLINE_GOOGLE_CLIENT_ID } from '@/lib/offlineGoogle';

/** Who signed in with Google, as far as the storefront needs to know. */
export interface GoogleIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

const MOCK_PREFIX = 'mock-google:';

/**
 * The token the offline account chooser hands to the mock gateway in place of a Google ID
 * token: `mock-google:<audience>:<email>:<given name>:<family name>`. Colons separate the
 * parts, so a colon typed inside a name becomes a space rather than shifting the parts.
 */
export function mockGoogleToken(
  { email, givenName, familyName }: GoogleIdentity,
  audience = OFFLINE_GOOGLE_CLIENT_ID,
): string {
  const part = (text: string) => text.replaceAll(':', ' ').trim();
  return `${MOCK_PREFIX}${[audience, email, givenName, familyName].map(part).join(':')}`;
}

function readMockToken(token: string): GoogleIdentity | null {
  const [audience, email, givenName, familyName, ...rest] = token
    .slice(MOCK_PREFIX.length)
    .split(':');
  if (!audience || !email || !givenName || rest.length > 0) return null;
  return { email, givenName, familyName: familyName ?? '' };
}

/** The claims of a Google ID token that name the person. */
const idTokenClaims = z.object({
  email: z.string().min(1),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

function decodeBase64Url(segment: string): string | null {
  try {
    const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a Google ID token's payload. The signature is not checked here: the gateway verifies
 * the token, and the storefront only uses the e-mail to prefill the profile it then sends
 * back to that same gateway for checking.
 */
function readIdToken(token: string): GoogleIdentity | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments[1]) return null;
  const payload = decodeBase64Url(segments[1]);
  const claims = parseJson(payload, idTokenClaims);
  if (claims === null) return null;
  const { email, given_name, family_name, name } = claims;
  return { email, givenName: given_name ?? name ?? '', familyName: family_name ?? '' };
}

/**
 * The person behind a Google credential: the GIS ID token (a JWT) or, in a demo build, the
 * offline chooser's mock token. Null for anything else. GoogleLogin's answer carries no e-mail, so the
 * complete-profile screen gets it from here.
 */
export function readGoogleIdentity(token: string): GoogleIdentity | null {
  // Only a demo build knows the offline chooser's tokens: a production build, where the flag
  // is the constant 'false', drops this branch and the mock token format with it.
  if (import.meta.env.VITE_USE_MOCKS === 'true' && token.startsWith(MOCK_PREFIX)) {
    return readMockToken(token);
  }
  return readIdToken(token);
}
