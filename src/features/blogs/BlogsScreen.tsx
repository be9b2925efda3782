import type { ReactNode } from 'react';
import { routes } from '@/lib/paths';
import { cx, EmptyState, layout, OutOfDateNote, PageHeader, Skeleton, SkeletonGroup } from '@/ui';
import { BlogCard } from './BlogCard';
import cardStyles from './BlogCard.module.css';
import { BlogLoadError } from './BlogLoadError';
import styles from './BlogsScreen.module.css';
import { distinctBySlug } from './blogStore';
import { blogTexts } from './texts';
import { useBlogList } from './useBlogs';

function BlogListSkeleton() {
  return (
    <SkeletonGroup label={blogTexts.loading} className={cx(layout.stack, styles.list)}>
      {(['left', 'right'] as const).map((side) => (
        <div key={side} className={cardStyles.card} data-image-side={side}>
          <Skeleton aspectRatio="16 / 9" className={cardStyles.image} />
          <div className={cx(layout.stack, cardStyles.text)}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" lines={4} width="100%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** /blogs: the shop's articles, image and text alternating sides down the page. */
export default function BlogsScreen() {
  const blogs = useBlogList();

  let content: ReactNode;
  if (blogs.status === 'loading') {
    content = <BlogListSkeleton />;
  } else if (blogs.status === 'error') {
    content = <BlogLoadError onRetry={blogs.retry} />;
  } else if (blogs.data.length === 0) {
    content = (
      <EmptyState
        title={blogTexts.emptyTitle}
        link={{ href: routes.products, text: blogTexts.emptyAction, variant: 'secondary' }}
      >
        {blogTexts.emptyText}
      </EmptyState>
    );
  } else {
    content = (
      <div className={cx(layout.stack, styles.list)}>
        {distinctBySlug(blogs.data).map((blog, index) => (
          <BlogCard
            key={blog.remarks}
            blog={blog}
            imageSide={index % 2 === 0 ? 'left' : 'right'}
            priority={index === 0}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <PageHeader
        size="title"
        title={blogTexts.title}
        lead={blogTexts.intro}
        className={styles.header}
      />
      <OutOfDateNote shown={[blogs]} />
      {content}
    </div>
  );
}
