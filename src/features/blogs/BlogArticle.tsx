import type { Blog } from '@/api/blogs';
import { imageUrl } from '@/lib/images';
import { usePageTitle } from '@/lib/pageTitle';
import { hrefs, routes } from '@/lib/paths';
import { blogPostingStructuredData } from '@/lib/structuredData';
import { cx, Link, layout, Skeleton, StructuredData, useInBrowser } from '@/ui';
import { articleHead } from './articleHead';
import styles from './BlogArticle.module.css';
import { BlogImage } from './BlogImage';
import { blogBodyHtml } from './blogContent';
import { blogTexts } from './texts';

/** A whole article: subject, picture and its sanitized body, and its BlogPosting (JSON-LD). */
export function BlogArticle({ blog }: { blog: Blog }) {
  // Sanitizing needs the browser's DOM: the article's pre-rendered page leaves the body to it.
  const inBrowser = useInBrowser();
  const html = inBrowser ? blogBodyHtml(blog.description) : '';
  // The browser's title names the article, as its pre-rendered head does (issue 24).
  usePageTitle(articleHead(blog).title);
  return (
    <>
      <article className={cx(layout.stack, styles.article)} aria-labelledby="artikel-judul">
        <Link variant="standalone" href={routes.blogs} className={styles.back}>
          <span aria-hidden="true">←</span> {blogTexts.backToList}
        </Link>
        <h1 id="artikel-judul" className={layout.title}>
          {blog.subject}
        </h1>
        <BlogImage src={blog.imageUrl} priority className={styles.image} />
        {!inBrowser ? (
          <Skeleton shape="text" lines={6} width="100%" />
        ) : html ? (
          // Sanitized by blogBodyHtml: only formatting, lists, tables, images and safe links.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has been through sanitizeHtml
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className={styles.emptyBody}>{blogTexts.emptyBody}</p>
        )}
      </article>
      {/* Beside the article, not in it: its body is the gateway's, checked to hold no script. */}
      <StructuredData
        data={blogPostingStructuredData({
          headline: blog.subject,
          path: hrefs.blog(blog.remarks),
          image: imageUrl(blog.imageUrl),
        })}
      />
    </>
  );
}
