import type { Flavour } from './blend';

export const FLAVOUR_SCALES = ['body', 'acidity', 'sweetness', 'bitterness'] as const;
export type FlavourScale = (typeof FLAVOUR_SCALES)[number];

/** The highest score of a scale. */
export const FLAVOUR_MAX = 5;

interface FlavouredShare {
  flavour?: Flavour | null;
  percentage: number;
}

/**
 * The blend's taste: each scale the mean of its components' origins, weighted by their
 * shares. Null when a component's origin has no profile (the blend's would be a guess) or
 * there is nothing to weigh.
 */
export function blendFlavour(components: readonly FlavouredShare[]): Flavour | null {
  const weight = components.reduce((sum, { percentage }) => sum + percentage, 0);
  if (components.length === 0 || weight <= 0) return null;
  const profile: Flavour = { body: 0, acidity: 0, sweetness: 0, bitterness: 0 };
  for (const { flavour, percentage } of components) {
    if (!flavour) return null;
    for (const scale of FLAVOUR_SCALES) profile[scale] += (flavour[scale] * percentage) / weight;
  }
  return profile;
}
