import { blendQueries } from '@/api/blend';
import { sharedBlendQueries } from '@/api/sharedBlends';
import type { Page } from '@/app/page';
import { REMIX_PARAM, routes } from '@/lib/paths';
import { BLEND_STEPS } from './blendRules';

/**
 * The blend builder's steps. On its first step it reads the bean types, and the shared blend
 * 'Racik ulang' fills it from (hooks/useRemix); any other address either reads what the
 * stored blend's choices name or redirects to a step (whose address then starts its own
 * reads).
 */
export default {
  path: routes.blendStep,
  access: 'customer',
  screen: () => import('./BlendScreen'),
  reads: ({ params, search }) => {
    if (params.step !== BLEND_STEPS[0]) return [];
    const remix = search.get(REMIX_PARAM)?.trim();
    return [blendQueries.beanTypes, ...(remix ? [sharedBlendQueries.bySlug(remix)] : [])];
  },
  title: 'Buat Blend Kopi Kamu',
} satisfies Page;
