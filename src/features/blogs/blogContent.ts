import { decodeBase64Html, sanitizeHtml } from '@/lib/html';
import { truncate } from '@/lib/text';

/** SPEC §9: a blog card shows at most 200 characters of the article. */
export const BLOG_EXCERPT_LENGTH = 200;

/**
 * The article body as HTML that is safe to render. The gateway sends it base64-encoded and
 * anyone who reaches the gateway may have written it, so it is always sanitized; a body
 * that is not valid base64 gives '' (an article without text, not a crash).
 */
export function blogBodyHtml(description: string | null | undefined): string {
  return sanitizeHtml(decodeBase64Html(description));
}

// Elements a reader sees set apart; their text must not run into the text around them.
const BREAKING_ELEMENTS = 'p, div, h2, h3, h4, li, br, hr, blockquote, tr, td, th';

/**
 * The visible text of sanitized HTML, with one space where blocks meet. Parsed with
 * DOMParser, whose documents are inert: nothing loads and no script runs while reading.
 */
export function htmlToText(safeHtml: string): string {
  if (safeHtml === '' || typeof DOMParser === 'undefined') return '';
  const { body } = new DOMParser().parseFromString(safeHtml, 'text/html');
  for (const element of body.querySelectorAll(BREAKING_ELEMENTS)) {
    element.before(' ');
    element.after(' ');
  }
  return (body.textContent ?? '').replace(/\s+/gu, ' ').trim();
}

/** The plain-text teaser of a blog card: decoded, sanitized, stripped and cut at 200. */
export function blogExcerpt(description: string | null | undefined): string {
  return truncate(htmlToText(blogBodyHtml(description)), BLOG_EXCERPT_LENGTH);
}
