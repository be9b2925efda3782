import { gatewayResource } from '../resource';
import { storeBlogs } from './stored';

export type { Blog } from './calls';
export { readStoredBlogs } from './stored';

const blogs = gatewayResource(() => import('./calls'));

/** The articles, kept locally as they arrive (SPEC §3), so an article opens without a call. */
export const blogQueries = {
  list: blogs.query('blogs', async (calls, options) => {
    const list = await calls.listBlogs(options);
    storeBlogs(list);
    return list;
  }),
};
