import { SIGNED_IN_AREA as SIGNED_IN_PATTERN } from '@/lib/paths';
import { absoluteUrl, siteOrigin } from '@/lib/site';

// Build time only (src/app/prerender.tsx re-exports it for scripts/prerender.mjs): the
// sitemap and robots.txt of the build, for search engines. The blog's articles carry no date
// (openapi/gateway.yaml's Blog), so no entry has a `lastmod`: a made-up one would mislead.

/** The signed-in area (`/main`): never in the sitemap, and closed to crawlers. */
const SIGNED_IN_AREA = SIGNED_IN_PATTERN.slice(0, SIGNED_IN_PATTERN.indexOf('/*'));

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const inSignedInArea = (path: string) =>
  path === SIGNED_IN_AREA || path.startsWith(`${SIGNED_IN_AREA}/`);

/**
 * The sitemap of `paths` (each once, in order), as absolute addresses on `origin`: nothing
 * of the signed-in area, every address escaped for XML.
 */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = [...new Set(paths)]
    .filter((path) => !inSignedInArea(new URL(path, origin).pathname))
    .map((path) => `  <url><loc>${xmlText(absoluteUrl(path, origin))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything but the signed-in area, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Disallow: ${SIGNED_IN_AREA}
Sitemap: ${absoluteUrl('/sitemap.xml', origin)}
`;
}

/**
 * The build's sitemap.xml and robots.txt: the pages it wrote that their declarations list
 * (app/prerender.tsx sitemapPaths: every product and article among them), on the shop's
 * origin (VITE_SITE_URL).
 */
export function siteIndexFiles(paths: readonly string[]): {
  'sitemap.xml': string;
  'robots.txt': string;
} {
  const origin = siteOrigin();
  return { 'sitemap.xml': sitemapXml(paths, origin), 'robots.txt': robotsTxt(origin) };
}
