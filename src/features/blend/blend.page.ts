import { blendQueries } from '@/api/blend';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { BLEND_STEPS } from './blendRules';

/**
 * The blend builder's steps. On its first step it reads the bean types; any other address
 * either reads what the stored blend's choices name or redirects to a step (whose address
 * then starts its own reads).
 */
export default {
  path: routes.blendStep,
  access: 'customer',
  screen: () => import('./BlendScreen'),
  reads: ({ params }) => (params.step === BLEND_STEPS[0] ? [blendQueries.beanTypes] : []),
  title: 'Buat Blend Kopi Kamu',
} satisfies Page;
