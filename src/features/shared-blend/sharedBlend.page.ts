import { sharedBlendQueries } from '@/api/sharedBlends';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { sharedBlendHead } from '@/lib/sharedBlendHead';

/**
 * A blend a customer shared (issue 39), for anyone, signed in or not. Blends are shared after
 * the build, so it is not pre-rendered and not in the sitemap; its head comes from the data
 * here, and from the gateway's `/Head` for a crawler (docs/decisions/0011-shared-blend-preview.md).
 */
export default {
  path: routes.sharedBlend,
  screen: () => import('./SharedBlendScreen'),
  reads: ({ params }) => {
    const slug = params.slug?.trim() ?? '';
    return slug === '' ? [] : [sharedBlendQueries.bySlug(slug)];
  },
  // Written here, not read from texts.ts: the first load holds each page's title (pageRoutes).
  title: 'Blend Kopi',
  head: ({ slug = '' }, dataOf) => {
    const blend = dataOf(sharedBlendQueries.bySlug(slug.trim()));
    return blend ? sharedBlendHead(blend) : null;
  },
} satisfies Page;
