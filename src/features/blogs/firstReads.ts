import { blogQueries, readStoredBlogs } from '@/api/blogs';
import type { Query } from '@/api/serverData';
import { findBlogBySlug } from './blogStore';

/**
 * What /blogs reads on its first render, for the route table to start with the screen's
 * chunk (app/routes.tsx).
 */
export const blogListReads: Query<unknown>[] = [blogQueries.list];

/**
 * What an article reads on its first render: nothing when the stored list has it (it opens
 * without a call, SPEC §3), else the list. A guest's first render in the build has nothing
 * stored (`usesStorage` false), so its page carries the list, and hydration takes it from
 * there (guestReadsOf) even in a browser that stored the list since: the article then shows
 * the page's copy, as its HTML does (BlogDetailScreen).
 */
export function blogDetailReads(slug: string | undefined, usesStorage: boolean): Query<unknown>[] {
  return usesStorage && findBlogBySlug(readStoredBlogs() ?? [], slug) ? [] : blogListReads;
}
