import type { BlendPackaging } from '@/api/blend';
import {
  BLEND_PERCENTAGES,
  type Blend,
  type BlendComponent,
  type BlendGrind,
  type BlendPercentage,
  type BlendUnit,
} from './blend';
import { checkBlendName } from './blendName';

/**
 * The builder's rules as plain functions of the blend: which shares are still offered, what
 * each choice resets, which steps are done. Screens only call these, so the rules are
 * tested once, here.
 */

/** SPEC §2: the steps of /custom-blend, in order, as their addresses name them. */
export const BLEND_STEPS = [
  'pilih-biji-kopi',
  'pilih-kemasan-produk',
  'input-nama-blend',
  'hasil-akhir',
] as const;
export type BlendStep = (typeof BLEND_STEPS)[number];

export function isBlendStep(step: string | undefined): step is BlendStep {
  return (BLEND_STEPS as readonly string[]).includes(step ?? '');
}

export function stepNumber(step: BlendStep): number {
  return BLEND_STEPS.indexOf(step) + 1;
}

export function totalPercentage(components: readonly Pick<BlendComponent, 'percentage'>[]): number {
  return components.reduce((sum, { percentage }) => sum + percentage, 0);
}

/**
 * SPEC §4: the shares still offered. 25/50/75/100 at first; after 25 in total 25/50/75,
 * after 50 25/50, after 75 only 25; none at 100, where the composition is done.
 */
export function remainingPercentages(
  components: readonly Pick<BlendComponent, 'percentage'>[],
): BlendPercentage[] {
  const left = 100 - totalPercentage(components);
  return BLEND_PERCENTAGES.filter((percentage) => percentage <= left);
}

export function isCompositionComplete(
  components: readonly Pick<BlendComponent, 'percentage'>[],
): boolean {
  return totalPercentage(components) === 100;
}

/** A component is added only at a share still offered, and each product only once. */
function canAddComponent(blend: Blend, component: BlendComponent): boolean {
  return (
    remainingPercentages(blend.components).includes(component.percentage) &&
    !blend.components.some(({ product }) => product.code === component.product.code)
  );
}

/** The blend with the component added; unchanged when it may not be (canAddComponent). */
export function addComponent(blend: Blend, component: BlendComponent): Blend {
  if (!canAddComponent(blend, component)) return blend;
  return { ...blend, components: [...blend.components, component], price: null };
}

/** Removing a component reopens the composition; the price was for the old one. */
export function removeComponent(blend: Blend, productCode: string): Blend {
  const components = blend.components.filter(({ product }) => product.code !== productCode);
  if (components.length === blend.components.length) return blend;
  return { ...blend, components, price: null };
}

/** Another packaging has other units (and, for drip bags, a grind of its own). */
export function choosePackaging(
  blend: Blend,
  packaging: BlendPackaging,
  fixedGrind: BlendGrind | null = null,
): Blend {
  if (blend.packaging === packaging) return blend;
  return { ...blend, packaging, unit: null, grind: fixedGrind, price: null };
}

export function chooseUnit(blend: Blend, unit: BlendUnit): Blend {
  if (blend.unit?.alternateUoM.code === unit.alternateUoM.code) return blend;
  return { ...blend, unit, price: null };
}

/** The grind changes how the blend is packed, not what it costs. */
export function chooseGrind(blend: Blend, grind: BlendGrind): Blend {
  return { ...blend, grind };
}

/** The price the shopper went on with; SPEC §5: only a price above 0 reaches the review. */
export function withPrice(blend: Blend, price: number): Blend {
  return Number.isFinite(price) && price > 0 ? { ...blend, price } : blend;
}

/** The blend named, when the name passes the rule; unchanged otherwise. */
export function withName(blend: Blend, typed: string): Blend {
  const check = checkBlendName(typed);
  return check.ok ? { ...blend, name: check.name } : blend;
}

export function isBlendEmpty(blend: Blend): boolean {
  return (
    blend.components.length === 0 &&
    blend.packaging === null &&
    blend.unit === null &&
    blend.grind === null &&
    blend.name === '' &&
    blend.price === null
  );
}

/** Whether what a step asks for is there (the review asks for nothing of its own). */
export function isStepComplete(blend: Blend, step: BlendStep): boolean {
  switch (step) {
    case 'pilih-biji-kopi':
      return isCompositionComplete(blend.components);
    case 'pilih-kemasan-produk':
      return (
        blend.packaging !== null &&
        blend.unit !== null &&
        blend.grind !== null &&
        blend.price !== null &&
        blend.price > 0
      );
    case 'input-nama-blend':
      return blend.name !== '' && checkBlendName(blend.name).ok;
    case 'hasil-akhir':
      return false;
  }
}

/** Where the shopper has to go on: the first step not done (the review once all are). */
export function firstIncompleteStep(blend: Blend): BlendStep {
  return BLEND_STEPS.find((step) => !isStepComplete(blend, step)) ?? 'hasil-akhir';
}

/** A step opens once every step before it is done. */
export function canOpenStep(blend: Blend, step: BlendStep): boolean {
  return BLEND_STEPS.indexOf(step) <= BLEND_STEPS.indexOf(firstIncompleteStep(blend));
}

/**
 * The step an address names, or where the shopper must go instead: a missing step goes to
 * the first incomplete one, an unknown one to the first step, one whose earlier steps are
 * not done back to the first incomplete one.
 */
export function resolveStep(blend: Blend, requested: string | undefined): BlendStep {
  if (requested === undefined || requested === '') return firstIncompleteStep(blend);
  if (!isBlendStep(requested)) return BLEND_STEPS[0];
  return canOpenStep(blend, requested) ? requested : firstIncompleteStep(blend);
}

/** A blend with every step done, as ordering needs it. */
export interface FinishedBlend extends Blend {
  packaging: NonNullable<Blend['packaging']>;
  unit: NonNullable<Blend['unit']>;
  grind: NonNullable<Blend['grind']>;
  price: number;
}

export function isFinished(blend: Blend): blend is FinishedBlend {
  return firstIncompleteStep(blend) === 'hasil-akhir';
}
