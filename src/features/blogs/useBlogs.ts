import type { Blog } from '@/api/blogs';
import { blogReads } from '@/api/reads';
import { mapResource, type Query, type Resource, useServerData } from '@/api/serverData';
import { findBlogBySlug, storeBlogs } from './blogStore';

/** The list, kept locally as it arrives (SPEC §3), so an article opens without a call. */
export const storedBlogList: Query<Blog[]> = {
  key: blogReads.list.key,
  load: async (signal, store) => {
    const blogs = await blogReads.list.load(signal, store);
    storeBlogs(blogs);
    return blogs;
  },
};

/** The blog list for /blogs. */
export function useBlogList() {
  return useServerData(storedBlogList);
}

/**
 * One article fetched with the list, for a visit whose stored list does not have it
 * (a direct link, a cleared storage, an article newer than the stored list). Null when
 * the gateway does not know the slug either.
 */
export function useFetchedBlog(slug: string): Resource<Blog | null> {
  return mapResource(useServerData(storedBlogList), (blogs) => findBlogBySlug(blogs, slug));
}
