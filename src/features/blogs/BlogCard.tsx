import { useId } from 'react';
import type { Blog } from '@/api/blogs';
import { hrefs } from '@/lib/paths';
import { cx, Link, layout, Skeleton, useInBrowser } from '@/ui';
import styles from './BlogCard.module.css';
import { BlogImage } from './BlogImage';
import { blogExcerpt } from './blogContent';
import { blogTexts } from './texts';

export interface BlogCardProps {
  blog: Blog;
  /** Articles alternate their image left and right down the page (side by side on desktop). */
  imageSide: 'left' | 'right';
  priority?: boolean;
}

/** One article on /blogs: picture, subject, the first 200 characters and 'Read more'. */
export function BlogCard({ blog, imageSide, priority = false }: BlogCardProps) {
  // Not derived from the slug: a slug with a space would split the id reference in two.
  const subjectId = useId();
  // Reading the text out of the article's HTML needs the browser's DOM: the pre-rendered
  // page shows lines in its place.
  const inBrowser = useInBrowser();
  const excerpt = inBrowser ? blogExcerpt(blog.description) : '';
  return (
    <article aria-labelledby={subjectId} className={styles.card} data-image-side={imageSide}>
      <BlogImage src={blog.imageUrl} priority={priority} className={styles.image} />
      <div className={cx(layout.stack, styles.text)}>
        <h2 id={subjectId} className={styles.subject}>
          {blog.subject}
        </h2>
        {!inBrowser && <Skeleton shape="text" lines={3} width="100%" />}
        {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
        {/* Every card says 'Read more'; the subject tells screen readers which article. */}
        <Link
          variant="secondary"
          href={hrefs.blog(blog.remarks)}
          aria-describedby={subjectId}
          className={styles.more}
        >
          {blogTexts.readMore}
        </Link>
      </div>
    </article>
  );
}
