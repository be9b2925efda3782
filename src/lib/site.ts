// The shop's public origin (VITE_SITE_URL): every absolute address the shop writes (a page's
// canonical address, link previews' pictures, structured data, the sitemap) starts here.
// Without it a local build names the preview's origin (`npm run preview`).

const PREVIEW_ORIGIN = 'http://127.0.0.1:4173';

/** The origin of a configured VITE_SITE_URL (any path or slash dropped), or the preview's. */
export function siteOrigin(configured: unknown = import.meta.env.VITE_SITE_URL): string {
  if (typeof configured !== 'string' || configured.trim() === '') return PREVIEW_ORIGIN;
  try {
    const url = new URL(configured.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : PREVIEW_ORIGIN;
  } catch {
    return PREVIEW_ORIGIN;
  }
}

/** The absolute address of a path of the shop (`/products` → `https://…/products`). */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, origin).href;
}

/** The link preview's picture when a page has none of its own: 1200×630, in public/. */
export const SHARE_IMAGE_PATH = '/share-image.png';

/**
 * A picture's absolute http(s) address: an http(s) address as it is, a path of the site made
 * absolute on `origin`; anything else (a protocol-relative, `javascript:` or `data:` value)
 * null.
 */
export function absoluteAddress(
  src: string | null | undefined,
  origin: string = siteOrigin(),
): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (/^https?:\/\//iu.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? absoluteUrl(value, origin) : null;
}
