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
 * Only web addresses (http, https) and paths of this site become an `<img src>`: anything
 * else a back office stored (data:, javascript:, blob:, //other.host) is no picture. A
 * relative path is looked up under the image base URL and may not step out of it; with
 * `folder` the value is one file name in that folder ('Products' for a product's file).
 */
export function imageUrl(
  stored: string | null | undefined,
  { folder, baseUrl = IMAGE_BASE_URL }: { folder?: string; baseUrl?: string } = {},
): string | null {
  const value = stored?.trim();
  if (!value) return null;
  if (SCHEME.test(value)) return /^https?:\/\//iu.test(value) ? value : null;
  if (value.startsWith('//') || value.startsWith('\\')) return null;
  if (value.startsWith('/')) return value;
  // A file name is one name: '../secret' stays inside its folder, as '..%2Fsecret'.
  if (folder) return `${baseUrl}/${folder}/${encodeURIComponent(value)}`;
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  return `${baseUrl}/${segments.map(encodeURIComponent).join('/')}`;
}
