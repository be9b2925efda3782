import { pageTitle } from './pageTitle';
import { SHOP_DESCRIPTION, SHOP_NAME } from './shop';
import { absoluteAddress, absoluteUrl, SHARE_IMAGE_PATH } from './site';
import { textOfHtml } from './text';

// Each page's own head (issue 24): its title, description, canonical address, Open Graph and
// Twitter card, from one small description of the page. The build writes these tags into
// every pre-rendered page (scripts/prerender.mjs), since chat apps and crawlers read the HTML
// without running it; the client sets the title on every screen (pageTitle).

export interface PageHead {
  /** The page's own name (a product's name); the shop's is appended. */
  title?: string | null;
  /** Plain text or HTML (a product's description): tags dropped, cut near 150 characters. */
  description?: string | null;
  /** The page's path on the shop's origin: its canonical address. */
  path: string;
  type: 'website' | 'product' | 'article';
  /** The page's picture (a path or an absolute http(s) address); else the share image. */
  image?: string | null;
}

/** Plain text of an HTML fragment, in one line, cut at a word to about `max` characters. */
export function plainSummary(text: string | null | undefined, max = 150): string {
  const plain = textOfHtml(text);
  // Code points, so an emoji is never cut in half.
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  const atWord = space > 0 ? cut.slice(0, space) : cut;
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,.;:!?-]+$/u, '')}…`;
}

/** A value inside a double-quoted attribute or as text: & < > " ' escaped. */
function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );
}

/** The head's tags for a page, every value escaped: a <title> and the <meta>/<link> tags. */
export function headTags(head: PageHead, origin?: string): string {
  const title = pageTitle(head.title);
  const description = plainSummary(head.description) || SHOP_DESCRIPTION;
  const url = absoluteUrl(head.path, origin);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type),
    meta(
      'property',
      'og:image',
      absoluteAddress(head.image, origin) ?? absoluteUrl(SHARE_IMAGE_PATH, origin),
    ),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
