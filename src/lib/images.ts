/**
 * Where the shop's pictures are served (SPEC §3: a configured image base URL; product
 * pictures in its Products folder). The mock gateway serves its drawings under /images, the
 * default.
 */
const IMAGE_BASE_URL = String(import.meta.env.VITE_IMAGE_BASE_URL ?? '/images').replace(
  /\/+$/u,
  '',
);

const SCHEME = /^[a-z][a-z\d+.-]*:/iu;

/**
 * The address of a picture the gateway names, or null when it names none that may be shown.
 * Only paths on the image host (this site's, with the mock's relative base) and web
 * addresses (http, https) on the image host itself become an
 * `<img src>`: anything else a back office or an attacker stored (data:, javascript:, blob:,
 * //other.host, https://other.host, https://user@host) is no picture, so no page ever loads
 * from a host the shop did not configure. A
 * relative path is looked up under the image base URL and may not step out of it; with
 * `folder` the value is one file name in that folder ('Products' for a product's file).
 */
export function imageUrl(
  stored: string | null | undefined,
  { folder, baseUrl = IMAGE_BASE_URL }: { folder?: string; baseUrl?: string } = {},
): string | null {
  const value = stored?.trim();
  if (!value) return null;
  if (SCHEME.test(value)) return onImageHost(value, baseUrl) ? value : null;
  if (value.startsWith('//') || value.startsWith('\\')) return null;
  // A path is a path of the image host, which gave it: on a deployment with the gateway on
  // another host, '/images/…' of the shop itself would be the app shell, not the picture.
  if (value.startsWith('/')) return `${originOf(baseUrl)}${value}`;
  // A file name is one name: '../secret' stays inside its folder, as '..%2Fsecret'.
  if (folder) return `${baseUrl}/${folder}/${encodeURIComponent(value)}`;
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  return `${baseUrl}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The image host's origin, or '' when pictures are served by this site (a relative base). */
function originOf(baseUrl: string): string {
  return /^https?:\/\//iu.test(baseUrl) ? new URL(baseUrl).origin : '';
}

/** Whether `value` is a web address on the configured image host (never with credentials). */
function onImageHost(value: string, baseUrl: string): boolean {
  if (!/^https?:\/\//iu.test(value) || !/^https?:\/\//iu.test(baseUrl)) return false;
  try {
    const picture = new URL(value);
    return !picture.username && !picture.password && picture.origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}
