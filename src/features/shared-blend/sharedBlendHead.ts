import type { SharedBlend } from '@/api/sharedBlends';
import type { PageHead } from '@/lib/pageHead';
import { hrefs } from '@/lib/paths';

/** '50% Arabika Gayo, 50% Robusta Temanggung': the blend's beans with their shares. */
function compositionLine(blend: Pick<SharedBlend, 'composition'>): string {
  return blend.composition.map((part) => `${part.percentage}% ${part.name}`).join(', ');
}

/**
 * A shared blend's head, for the tab and a chat's link preview: its name as the title, its
 * maker and composition as the description. Every text is the maker's: headTags escapes it.
 */
export function sharedBlendHead(blend: SharedBlend): PageHead {
  return {
    title: blend.name,
    // Its own words, not texts.ts's: the page's declaration loads with the first read.
    description: `Diracik oleh ${blend.maker}: ${compositionLine(blend)}`,
    path: hrefs.sharedBlend(blend.slug),
    type: 'product',
  };
}
