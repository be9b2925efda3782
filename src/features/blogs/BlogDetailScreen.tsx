import { useMemo } from 'react';
import { Redirect, useParams } from 'wouter';
import { blogQueries, readStoredBlogs } from '@/api/blogs';
import { useHeldServerData } from '@/api/serverData';
import { routes } from '@/lib/paths';
import { cx, layout, OutOfDateNote, Skeleton, SkeletonGroup } from '@/ui';
import { BlogArticle } from './BlogArticle';
import styles from './BlogArticle.module.css';
import { BlogLoadError } from './BlogLoadError';
import { findBlogBySlug } from './blogStore';
import { blogTexts } from './texts';
import { useFetchedBlog } from './useBlogs';

function ArticleSkeleton() {
  return (
    <SkeletonGroup label={blogTexts.loading} className={cx(layout.stack, styles.article)}>
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={2} width="90%" />
      <Skeleton aspectRatio="16 / 9" />
      <Skeleton shape="text" lines={6} width="100%" />
    </SkeletonGroup>
  );
}

/** An article the stored list does not have: fetch the list, or go back to /blogs. */
function FetchedBlogArticle({ slug }: { slug: string }) {
  const blog = useFetchedBlog(slug);
  if (blog.status === 'loading') return <ArticleSkeleton />;
  if (blog.status === 'error') {
    return <BlogLoadError onRetry={blog.retry} className={cx(layout.stack, styles.article)} />;
  }
  if (blog.data === null) return <Redirect to={routes.blogs} replace />;
  return (
    <>
      <OutOfDateNote shown={[blog]} />
      <BlogArticle blog={blog.data} />
    </>
  );
}

/**
 * /blogs/detail/:slug. The article comes from the list stored when /blogs was shown
 * (SPEC §2), so it opens at once; a direct visit or reload with nothing stored fetches the
 * list. A blank or unknown slug goes back to /blogs.
 *
 * A list the page holds already comes first: the one its pre-rendered HTML was written from
 * (so hydrating shows exactly that HTML, even where the stored copy of the article has changed
 * since) or one read earlier in this visit. It is never older than the stored one, and the
 * screen asks the gateway for what is current, as every pre-rendered page does.
 */
export default function BlogDetailScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const held = useHeldServerData(blogQueries.list) !== undefined;
  const stored = useMemo(
    () => (held ? null : findBlogBySlug(readStoredBlogs() ?? [], slug)),
    [held, slug],
  );
  if (!slug.trim()) return <Redirect to={routes.blogs} replace />;
  // Both branches put the note's live region before the article, as the pre-rendered page does.
  if (stored) {
    return (
      <>
        <OutOfDateNote shown={[]} />
        <BlogArticle blog={stored} />
      </>
    );
  }
  return <FetchedBlogArticle key={slug} slug={slug} />;
}
