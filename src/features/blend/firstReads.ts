import { blendQueries } from '@/api/blend';
import type { Query } from '@/api/serverData';
import { BLEND_STEPS } from './blendRules';

/**
 * What the builder reads on its first render, for the route table to start with the
 * screen's chunk (app/routes.tsx): on its first step, the bean types. Any other address
 * either reads what the stored blend's choices name or redirects to a step (whose address
 * then starts its own reads).
 */
export function blendReadsFor(step: string | undefined): Query<unknown>[] {
  return step === BLEND_STEPS[0] ? [blendQueries.beanTypes] : [];
}
