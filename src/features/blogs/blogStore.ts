import { z } from 'zod';
import { type Blog, blogSchema } from '@/api/blogs';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

const storedBlogsSchema = z.array(blogSchema);

/**
 * The blog list as last fetched (SPEC §3: kept in local storage under `blogs`), or null
 * when nothing usable is stored: never stored, cleared, or written in another shape.
 */
export function readStoredBlogs(): Blog[] | null {
  return readJson(STORAGE_KEYS.blogs, storedBlogsSchema);
}

/** Remembers the list so an article opens without another call. */
export function storeBlogs(blogs: readonly Blog[]): void {
  // Storage can be full or blocked; the list is then simply fetched again next time.
  writeJson(STORAGE_KEYS.blogs, blogs);
}

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
