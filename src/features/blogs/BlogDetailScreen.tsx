import { useMemo } from 'react';
import { Redirect, useParams } from 'wouter';
import { readStoredBlogs } from '@/api/blogs';
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
 */
export default function BlogDetailScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const stored = useMemo(() => findBlogBySlug(readStoredBlogs() ?? [], slug), [slug]);
  if (!slug.trim()) return <Redirect to={routes.blogs} replace />;
  // The note's live region stands before the article in both cases, so a reload that finds
  // the list stored hydrates the page pre-rendered from the gateway's list without a mismatch.
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
