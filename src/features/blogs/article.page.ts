import { blogQueries, readStoredBlogs } from '@/api/blogs';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { articleHead, articlePagePath } from './articleHead';
import { findBlogBySlug } from './blogStore';

/**
 * An article, written by the build for every article of the blog list (its link preview
 * names the article, not the blog). It reads nothing when the list this browser stored has
 * it (it opens without a call, SPEC §3), else the list. A guest's first render in the build
 * has nothing stored (`usesStorage` false), so its page carries the list, and hydration takes
 * it from there even in a browser that stored the list since: the article then shows the
 * page's copy, as its HTML does (BlogDetailScreen).
 */
export default {
  path: routes.blogDetail,
  screen: () => import('./BlogDetailScreen'),
  reads: ({ params, usesStorage }) =>
    usesStorage && findBlogBySlug(readStoredBlogs() ?? [], params.slug) ? [] : [blogQueries.list],
  title: 'Blog',
  prerender: {
    items: async (read) => [...new Set((await read(blogQueries.list)).map(articlePagePath))],
  },
  head: ({ slug }, dataOf) => {
    // The address carries the slug percent-encoded (hrefs.blog); the list, as it is.
    const article = findBlogBySlug(
      dataOf(blogQueries.list) ?? [],
      slug && decodeURIComponent(slug),
    );
    return article ? articleHead(article) : null;
  },
} satisfies Page;
