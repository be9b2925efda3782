import { blogQueries } from '@/api/blogs';
import type { Query } from '@/api/serverData';

/**
 * What /blogs reads on its first render, for the route table to start with the screen's
 * chunk (app/routes.tsx). An article reads nothing first: it opens from the stored list.
 */
export const blogListReads: Query<unknown>[] = [blogQueries.list];
