// Who is asking, for the rate limits (mocks/domain/throttle.ts): over HTTP, the client's
// address, which mocks/server/http.ts writes into this header of every request it hands the
// handlers, replacing whatever the client sent under that name. The in-browser mock (the
// service worker, Vitest, Storybook) has one client, so every request there is one source.
//
// An IPv6 client counts by its /64: one subscriber (one home, one phone) is handed a whole
// /64 and may pick any address in it, so counting single addresses would give a guesser
// 2^64 fresh sources.

export const SOURCE_HEADER = 'x-mock-client-address';

/** The one source of the in-browser mock. */
const IN_BROWSER_SOURCE = 'browser';

/** The eight 16-bit groups of an IPv6 address, or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!bare.includes(':') || /\.\d+$/.test(bare)) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The subject a limit counts for an address: an IPv6 address by its /64
 * (`2001:db8:1:2::/64`), an IPv4 address (and an IPv4-mapped IPv6 one) as it is.
 */
function sourceKey(address: string): string {
  const mapped = /^(?:\[)?::ffff:(\d+\.\d+\.\d+\.\d+)(?:\])?$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export function sourceOf(request: Request): string {
  return sourceKey(request.headers.get(SOURCE_HEADER) || IN_BROWSER_SOURCE);
}

/**
 * The device cookie (gateway.yaml, POST /connect/token): a random id set at a sign-in, so the
 * login throttle knows a device that signed in to a phone before by the device, not by its
 * address (a phone network shares and changes addresses).
 */
const DEVICE_COOKIE = 'kopi_device';

const DEVICE_ID = /^dev-[0-9a-f]{32}$/;

/** The device id the request carries, or null (none, or not one the gateway could have set). */
export function deviceOf(request: Request, cookies: Record<string, string> = {}): string | null {
  const sent =
    cookies[DEVICE_COOKIE] ??
    (request.headers.get('cookie') ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === DEVICE_COOKIE)?.[1];
  return sent && DEVICE_ID.test(sent) ? sent : null;
}

/** A fresh device id: 128 random bits. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dev-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The Set-Cookie value that gives a device its id: HttpOnly, Lax, Secure over https, a year. */
export function deviceCookie(id: string, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`;
}
