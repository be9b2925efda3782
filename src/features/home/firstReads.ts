import { branchQueries } from '@/api/branches';
import { catalogueQueries } from '@/api/catalogue';
import type { Query } from '@/api/serverData';

/**
 * What home reads on its first render, for the route table to start with the screen's chunk
 * (app/routes.tsx): the categories its cards show, and the branches its structured data names
 * (so the pre-rendered page has them).
 */
export const homeReads: Query<unknown>[] = [catalogueQueries.categories, branchQueries.list];
