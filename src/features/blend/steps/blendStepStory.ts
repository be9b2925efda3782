import { withLocationProbe } from '@kit/story';
import { holding } from '../testBlends';

/**
 * The meta of a builder step's stories: the step at its address `route`, the tab holding
 * `blend` as after a reload mid-blend, and the address the step sends the shopper to shown.
 */
export function atStep(route: string, blend: Parameters<typeof holding>[0]) {
  return { parameters: { route }, beforeEach: holding(blend), decorators: [withLocationProbe] };
}
