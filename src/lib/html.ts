import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Server HTML (product remarks, blog bodies) is written by shop staff in an editor, and
 * anything that reaches the gateway may be hostile. Only text formatting, lists, tables,
 * images and links survive: no scripts, styles, event handlers, frames, forms, SVG or
 * MathML, whose parsing quirks are where sanitizer bypasses live.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'div',
    'em',
    'h2',
    'h3',
    'h4',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: [
    'alt',
    'colspan',
    'height',
    'href',
    'rel',
    'rowspan',
    'src',
    'target',
    'title',
    'width',
  ],
  // Web, mail and phone links, and relative ones; every other scheme is dropped.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/iu,
  ALLOW_DATA_ATTR: false,
};

function hardenLinksAndImages(node: Element): void {
  if (node.tagName === 'A') {
    // A page opened with target=_blank can navigate this tab through window.opener.
    if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
}

let purifier: Purifier | null | undefined;

/** A private DOMPurify instance, so this hook never leaks into other users of the library. */
function getPurifier(): Purifier | null {
  if (purifier === undefined) {
    purifier = typeof window === 'undefined' ? null : DOMPurify(window);
    if (purifier && !purifier.isSupported) purifier = null;
    purifier?.addHook('afterSanitizeAttributes', hardenLinksAndImages);
  }
  return purifier;
}

/**
 * HTML that is safe to render with `dangerouslySetInnerHTML`. Needs a DOM; without one
 * (or for non-string input) it returns an empty string rather than unchecked markup.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const instance = getPurifier();
  if (!instance || typeof html !== 'string' || html === '') return '';
  return instance.sanitize(html, CONFIG);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a base64 blog body into text, UTF-8 aware (plain `atob` would garble "é" and
 * emoji into Latin-1 pairs). Accepts the URL-safe alphabet, missing padding and line
 * breaks; anything that is not base64 of valid UTF-8 gives ''. The result is raw HTML:
 * pass it through `sanitizeHtml` before rendering.
 */
export function decodeBase64Html(base64: string | null | undefined): string {
  if (typeof base64 !== 'string') return '';
  try {
    const binary = atob(base64.replace(/-/gu, '+').replace(/_/gu, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return strictUtf8.decode(bytes);
  } catch {
    return '';
  }
}
