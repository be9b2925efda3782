import { blogQueries } from '@/api/blogs';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** The blog: its list of articles. */
export default {
  path: routes.blogs,
  screen: () => import('./BlogsScreen'),
  reads: () => [blogQueries.list],
  title: 'Blog',
  description: 'Cerita, tips seduh dan kabar terbaru seputar kopi Nusantara.',
  prerender: true,
} satisfies Page;
