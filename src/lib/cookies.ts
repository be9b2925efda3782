import { parseJson, type Schema, stringifyJson } from './json';

export interface CookieOptions {
  /** Lifetime in seconds; omitted, the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Defaults to true on https pages, so local http development still keeps its cookies. */
  secure?: boolean;
}

/** Browsers silently drop a cookie whose name and value exceed 4096 bytes together. */
const MAX_COOKIE_BYTES = 4096;

const utf8 = new TextEncoder();

/** Reading document.cookie throws in sandboxed frames and on opaque origins. */
function readCookieString(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

function writeCookieString(cookie: string): boolean {
  try {
    if (typeof document === 'undefined') return false;
    // biome-ignore lint/suspicious/noDocumentCookie: this module is the one place that does it; the async Cookie Store API cannot serve the synchronous reads the session needs at start-up.
    document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}

/** Null for text with a lone surrogate, which has no UTF-8 form to percent-encode. */
function encode(text: string): string | null {
  try {
    return encodeURIComponent(text);
  } catch {
    return null;
  }
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The raw values of every cookie with this encoded name, in the browser's order. */
function rawValuesOf(encodedName: string): string[] {
  const values: string[] = [];
  for (const pair of readCookieString().split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== encodedName) continue;
    values.push(pair.slice(separator + 1).trim());
  }
  return values;
}

/** Every path deeper than '/' that the page's own path lies under: /main, /main/, /main/cart... */
function deeperPaths(): string[] {
  if (typeof location === 'undefined') return [];
  const segments = location.pathname.split('/').filter(Boolean);
  return segments.flatMap((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    return [path, `${path}/`];
  });
}

/**
 * The domains a cookie this page sees may have been set for with `Domain=`: the host itself
 * and each parent short of the top level (shop.kopi.example, kopi.example). A sibling host
 * (promo.kopi.example) can plant a cookie for their common parent, and the page cannot tell
 * it from its own. None on an IP address or a one-label host, where browsers take no Domain=.
 */
function cookieDomains(): string[] {
  if (typeof location === 'undefined') return [];
  const host = location.hostname;
  if (host === '' || host.includes(':') || host.startsWith('[') || /^[\d.]+$/u.test(host))
    return [];
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

const EXPIRED = 'max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** Expires the cookie at each path, host-only and for every domain it may have been set for. */
function expireEverywhere(encodedName: string, paths: readonly string[]): void {
  for (const path of paths) {
    writeCookieString(`${encodedName}=; path=${path}; ${EXPIRED}`);
    for (const domain of cookieDomains()) {
      writeCookieString(`${encodedName}=; domain=${domain}; path=${path}; ${EXPIRED}`);
    }
  }
}

/**
 * The decoded value of a cookie, or null when it is absent, its encoding is broken, or the
 * browser holds several that cannot be told apart.
 *
 * This module writes its cookies at path '/' only, host-only. A same-named cookie at a deeper
 * path (planted by a page or app elsewhere on the site) comes first in document.cookie on the
 * pages under that path, and would shadow ours: a planted access_token would lock the
 * customer out however often they logged in. So those strays are expired where they sit.
 * Two left at '/' differ only in their domain: one of them was planted with `Domain=` by a
 * sibling host, and document.cookie does not say which. Neither is trusted: all of them are
 * expired, and the cookie reads as absent (for the session: signed out, never a stranger's
 * token sent as the customer's).
 */
export function getCookie(name: string): string | null {
  const wanted = encode(name);
  if (wanted === null) return null;
  let values = rawValuesOf(wanted);
  if (values.length > 1) {
    expireEverywhere(wanted, deeperPaths());
    values = rawValuesOf(wanted);
  }
  if (values.length > 1) {
    expireEverywhere(wanted, ['/']);
    return null;
  }
  const ours = values[0];
  return ours === undefined ? null : decode(ours);
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Stores a URI-encoded value. Returns false when the browser cannot take it: cookies are
 * unavailable, the text is not valid Unicode, or the cookie is too large and would be
 * dropped without a word.
 */
export function setCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'Lax', secure = isSecurePage() }: CookieOptions = {},
): boolean {
  const encodedName = encode(name);
  const encodedValue = encode(value);
  if (encodedName === null || encodedValue === null) return false;
  const pair = `${encodedName}=${encodedValue}`;
  if (utf8.encode(pair).length > MAX_COOKIE_BYTES) return false;
  const attributes = [pair, `path=${path}`, `samesite=${sameSite.toLowerCase()}`];
  if (maxAgeSeconds !== undefined && Number.isFinite(maxAgeSeconds)) {
    attributes.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  }
  // Browsers reject SameSite=None without Secure, so that combination implies it.
  if (secure || sameSite === 'None') attributes.push('secure');
  return writeCookieString(attributes.join('; '));
}

/**
 * Expires a cookie; `path` must match the one it was set with. The copies a sibling host may
 * have planted with `Domain=` for this host or a parent of it go too, so a cookie cleared
 * stays cleared (a planted access_token left behind would end every session it meets).
 */
export function deleteCookie(name: string, { path = '/' }: Pick<CookieOptions, 'path'> = {}): void {
  const encodedName = encode(name);
  if (encodedName === null) return;
  expireEverywhere(encodedName, [path]);
}

/** The names of the cookies this page can read (another script's too: GA's `_ga*`). */
export function cookieNames(): string[] {
  return readCookieString()
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** A JSON cookie checked against a schema; null when absent, malformed or the wrong shape. */
export function getJsonCookie<T>(name: string, schema: Schema<T>): T | null {
  return parseJson(getCookie(name), schema);
}

/** Stores a value as a JSON cookie; false when it has no JSON form or cannot be stored. */
export function setJsonCookie(name: string, value: unknown, options?: CookieOptions): boolean {
  const text = stringifyJson(value);
  return text !== null && setCookie(name, text, options);
}
