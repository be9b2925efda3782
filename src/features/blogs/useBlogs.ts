import { type Blog, listBlogs } from '@/api/blogs';
import { useResource } from '@/api/useResource';
import { findBlogBySlug, storeBlogs } from './blogStore';

/** Fetches the list and keeps it locally (SPEC §3), so an article opens without a call. */
async function fetchAndStoreBlogs(signal: AbortSignal): Promise<Blog[]> {
  const blogs = await listBlogs({ signal, errorDisplay: 'caller' });
  storeBlogs(blogs);
  return blogs;
}

/** The blog list for /blogs, fresh from the gateway on each visit. */
export function useBlogList() {
  return useResource('blogs', fetchAndStoreBlogs);
}

/**
 * One article fetched with the list, for a visit whose stored list does not have it
 * (a direct link, a cleared storage, an article newer than the stored list). Null when
 * the gateway does not know the slug either.
 */
export function useFetchedBlog(slug: string) {
  return useResource(`blog:${slug}`, async (signal) =>
    findBlogBySlug(await fetchAndStoreBlogs(signal), slug),
  );
}
