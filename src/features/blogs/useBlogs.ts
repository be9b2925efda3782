import { type Blog, blogQueries } from '@/api/blogs';
import { mapResource, type Resource, useServerData } from '@/api/serverData';
import { findBlogBySlug } from './blogStore';

/** The blog list for /blogs. */
export function useBlogList() {
  return useServerData(blogQueries.list);
}

/**
 * One article fetched with the list, for a visit whose stored list does not have it
 * (a direct link, a cleared storage, an article newer than the stored list). Null when
 * the gateway does not know the slug either.
 */
export function useFetchedBlog(slug: string): Resource<Blog | null> {
  return mapResource(useServerData(blogQueries.list), (blogs) => findBlogBySlug(blogs, slug));
}
