import { createStore } from 'jotai';
import { blogQueries } from '@/api/blogs';
import { fetchServerData } from '@/api/serverData';
import { hrefs } from '@/lib/paths';
import { absoluteUrl, siteOrigin } from '@/lib/site';

// Build time only (src/app/prerender.tsx re-exports it for scripts/prerender.mjs): the
// sitemap and robots.txt of the build, for search engines. The blog's articles carry no date
// (openapi/gateway.yaml's Blog), so no entry has a `lastmod`: a made-up one would mislead.

/** The signed-in area: never in the sitemap, and closed to crawlers. */
const SIGNED_IN_AREA = '/main';

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

/** Every article's address, from the blog list the build reads; none when it cannot be read. */
async function articlePaths(): Promise<string[]> {
  try {
    const blogs = await fetchServerData(createStore(), blogQueries.list);
    return blogs.map((blog) => hrefs.blog(blog.remarks));
  } catch {
    return [];
  }
}

/**
 * The build's sitemap.xml and robots.txt: the pages it wrote (`pages`) and every article of
 * the blog list (when there is a gateway to read), on the shop's origin (VITE_SITE_URL).
 */
export async function siteIndexFiles(
  pages: readonly string[],
  { readGateway }: { readGateway: boolean },
): Promise<{ 'sitemap.xml': string; 'robots.txt': string }> {
  const origin = siteOrigin();
  const articles = readGateway ? await articlePaths() : [];
  return {
    'sitemap.xml': sitemapXml([...pages, ...articles], origin),
    'robots.txt': robotsTxt(origin),
  };
}
