import type { Blog } from '@/api/blogs';

/** The article whose slug (`remarks`) is `slug`; a blank slug matches nothing. */
export function findBlogBySlug(blogs: readonly Blog[], slug: string | undefined): Blog | null {
  if (!slug?.trim()) return null;
  return blogs.find((blog) => blog.remarks === slug) ?? null;
}

/**
 * The articles with each slug once, first one kept: a slug opens a single article, so a
 * repeated one would be a second card leading to the first card's article.
 */
export function distinctBySlug(blogs: readonly Blog[]): Blog[] {
  const seen = new Set<string>();
  return blogs.filter((blog) => !seen.has(blog.remarks) && seen.add(blog.remarks));
}
