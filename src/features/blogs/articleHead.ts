import type { Blog } from '@/api/blogs';
import { decodeBase64Html } from '@/lib/html';
import { imageUrl } from '@/lib/images';
import { type PageHead, plainSummary } from '@/lib/pageHead';
import { hrefs, staysInItsFolder } from '@/lib/paths';

// An article's head, once, for the build's page (its subject, text and picture: what a chat's
// link preview shows) and the tab's title in the browser.

export function articleHead(article: Blog): PageHead {
  return {
    title: article.subject,
    description: plainSummary(decodeBase64Html(article.description)),
    path: hrefs.blog(article.remarks),
    type: 'article',
    image: imageUrl(article.imageUrl),
  };
}

/**
 * The address of an article's page, where the build writes it. A slug that would leave the
 * page's folder (`../..`, `a/b`) fails the build, naming the article, as a product's code does.
 */
export function articlePagePath(article: { subject: string; remarks: string }): string {
  if (!staysInItsFolder(article.remarks)) {
    throw new Error(
      `prerender: article ${JSON.stringify(article.subject)} has slug ${JSON.stringify(article.remarks)} that leaves its page folder`,
    );
  }
  return hrefs.blog(article.remarks);
}
