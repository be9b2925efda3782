import type { Schema } from '@/lib/json';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { Blog } from './calls';

/** A stored article, checked field by field and kept with the fields the shop reads only. */
function storedBlog(value: unknown): Blog | null {
  if (typeof value !== 'object' || value === null) return null;
  const { subject, description, imageUrl, remarks } = value as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof description !== 'string') return null;
  if (typeof remarks !== 'string') return null;
  if (typeof imageUrl !== 'string' && imageUrl !== null) return null;
  return { subject, description, imageUrl, remarks };
}

// By hand, not the calls' zod schema: the blog pages render before the calls (and zod) have
// loaded. The same shape as blogSchema (blogStore.test.ts).
const storedBlogsSchema: Schema<Blog[]> = {
  safeParse: (stored) => {
    if (!Array.isArray(stored)) return { success: false };
    const blogs = stored.map(storedBlog);
    return blogs.every((blog) => blog !== null)
      ? { success: true, data: blogs as Blog[] }
      : { success: false };
  },
};

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
