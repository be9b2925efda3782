// The shop's public origin (VITE_SITE_URL): every absolute address the shop writes (a page's
// canonical address, link previews' pictures, structured data, the sitemap) starts here.
// Without it a mock build (the demo, the dev server, Storybook) names the preview's origin
// (`npm run preview`); a production build does not build (siteUrlProblem, vite.config.ts).

const PREVIEW_ORIGIN = 'http://127.0.0.1:4173';

/** The origin of a configured http(s) address, path and slash dropped; null for anything else. */
function configuredOrigin(configured: unknown): string | null {
  if (typeof configured !== 'string' || configured.trim() === '') return null;
  try {
    const url = new URL(configured.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin of a configured VITE_SITE_URL (any path or slash dropped), or the preview's. */
export function siteOrigin(configured: unknown = import.meta.env.VITE_SITE_URL): string {
  return configuredOrigin(configured) ?? PREVIEW_ORIGIN;
}

/**
 * Why a production build must not ship with this VITE_SITE_URL, in one line, or null when it
 * may: without the shop's origin every canonical address and link preview would name the
 * preview's, 127.0.0.1.
 */
export function siteUrlProblem(configured: unknown): string | null {
  if (configuredOrigin(configured) !== null) return null;
  const given = typeof configured === 'string' && configured.trim() !== '';
  return given
    ? `VITE_SITE_URL must be the shop's public http(s) origin, e.g. https://kopinusantara.id (it is ${String(configured).trim()}).`
    : `VITE_SITE_URL is not set: a production build writes it into every page's canonical address and link preview. Set it to the shop's public origin, e.g. VITE_SITE_URL=https://kopinusantara.id npm run build (for a build served locally by vite preview: VITE_SITE_URL=${PREVIEW_ORIGIN}).`;
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
