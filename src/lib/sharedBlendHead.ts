import { headTags, type PageHead } from './pageHead';
import { hrefs } from './paths';

// A shared blend's head (issue 39), written in two places from this one module: by the app
// when its page runs (sharedBlend.page.ts) and by the gateway's `/Head` for a chat app's
// crawler, which runs no script (gateway.yaml; the mock: mocks/handlers/sharedBlendPreview.ts).

/** What the head says of a shared blend (gateway.yaml, SharedBlend). */
export interface SharedBlendHeadSource {
  slug: string;
  name: string;
  maker: string;
  composition: readonly { percentage: number; name: string }[];
}

/** '50% Arabika Gayo, 50% Robusta Temanggung': the blend's beans with their shares. */
function compositionLine(blend: Pick<SharedBlendHeadSource, 'composition'>): string {
  return blend.composition.map((part) => `${part.percentage}% ${part.name}`).join(', ');
}

/**
 * The blend's link-preview picture, drawn by the gateway (gateway.yaml,
 * `GET /api/SharedBlend/{slug}/Picture`) at `gateway`, the gateway's base address (the
 * build's VITE_API_BASE_URL; empty for the shop's own origin).
 */
export function sharedBlendPicture(
  slug: string,
  gateway: string = String(import.meta.env.VITE_API_BASE_URL ?? ''),
): string {
  return `${gateway.replace(/\/+$/u, '')}/api/SharedBlend/${encodeURIComponent(slug)}/Picture`;
}

/**
 * A shared blend's head, for the tab and a chat's link preview: its name as the title, its
 * maker and composition as the description, its own picture. Every text is the maker's:
 * headTags escapes it.
 */
export function sharedBlendHead(blend: SharedBlendHeadSource, gateway?: string): PageHead {
  return {
    title: blend.name,
    // Its own words, not texts.ts's: the page's declaration loads with the first read.
    description: `Diracik oleh ${blend.maker}: ${compositionLine(blend)}`,
    path: hrefs.sharedBlend(blend.slug),
    type: 'product',
    image: sharedBlendPicture(blend.slug, gateway),
  };
}

/**
 * The head tags of an address with no shared blend behind it (unknown, taken down), for the
 * host's 404: the page's own words, a way to the builder, and never indexed.
 */
export function sharedBlendGoneHeadTags(origin?: string): string {
  const tags = headTags(
    {
      title: 'Blend ini tidak dibagikan lagi',
      description: 'Blend ini sudah tidak dibagikan pembuatnya. Racik blend kopimu sendiri.',
      path: hrefs.blendStep('introduction'),
      type: 'website',
    },
    origin,
  );
  return `${tags}\n    <meta name="robots" content="noindex" />`;
}
