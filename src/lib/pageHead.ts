import { pageTitle, SHOP_NAME } from './pageTitle';
import { absoluteUrl } from './site';

// Each page's own head (issue 24): its title, description, canonical address, Open Graph and
// Twitter card, from one small description of the page. The build writes these tags into
// every pre-rendered page (scripts/prerender.mjs), since chat apps and crawlers read the HTML
// without running it; the client sets the title on every screen (pageTitle).

/** The shop's description: home's, and any page's without text of its own. */
const SHOP_DESCRIPTION =
  'Kopi pilihan dari seluruh Nusantara. Belanja minuman, drip dan biji kopi, atau buat blend kopimu sendiri.';

/** The link preview's picture when a page has none of its own: 1200×630, in public/. */
const SHARE_IMAGE = '/share-image.png';

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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/** Plain text of an HTML fragment, in one line, cut at a word to about `max` characters. */
export function plainSummary(text: string | null | undefined, max = 150): string {
  const plain = (text ?? '')
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?(p|br|div|li|h[1-6]|tr|td|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
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

/** An absolute http(s) address of a picture: a path on the shop, else the share image. */
function imageUrl(image: string | null | undefined, origin?: string): string {
  const value = image?.trim();
  if (value) {
    try {
      const url = new URL(value, absoluteUrl('/', origin));
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not an address: the share image.
    }
  }
  return absoluteUrl(SHARE_IMAGE, origin);
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
    meta('property', 'og:image', imageUrl(head.image, origin)),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
