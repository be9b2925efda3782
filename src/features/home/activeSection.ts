/** How much of one page section is on screen. */
export interface SectionVisibility {
  /** Share of the section inside the viewport, 0 to 1 (IntersectionObserver's ratio). */
  ratio: number;
  /** Share of the viewport the section fills, 0 to 1. */
  viewportShare: number;
}

/** SPEC §2 Home: a dot follows the section that is at least half visible. */
const VISIBLE_ENOUGH = 0.5;

/**
 * The observer fires at 0.5 as the spec asks; the other steps keep `viewportShare` fresh,
 * which is what tells a section taller than two screens (never half visible) is being read.
 */
export const VISIBILITY_THRESHOLDS = [0, 0.25, VISIBLE_ENOUGH, 0.75, 1];

export function visibilityOf(entry: IntersectionObserverEntry): SectionVisibility {
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  return {
    ratio: entry.isIntersecting ? entry.intersectionRatio : 0,
    viewportShare:
      entry.isIntersecting && viewportHeight > 0
        ? entry.intersectionRect.height / viewportHeight
        : 0,
  };
}

/**
 * The section whose dot is marked. A section counts when at least half of it is visible,
 * or when it fills at least half the screen (one taller than two screens is never half
 * visible). Of several, the one that is more visible by either measure wins, then the
 * earlier one: at the very bottom a short last section, wholly in view, beats the taller
 * one above it that fills more of the screen. When none counts (a fast scroll between two
 * short sections) the mark stays where it was rather than flickering off.
 */
export function pickActiveSection(
  ids: readonly string[],
  visibility: ReadonlyMap<string, SectionVisibility>,
  current: string,
): string {
  let best: { id: string; score: number } | null = null;
  for (const id of ids) {
    const seen = visibility.get(id);
    if (!seen) continue;
    const score = Math.max(seen.ratio, seen.viewportShare);
    if (score < VISIBLE_ENOUGH) continue;
    if (best === null || score > best.score) best = { id, score };
  }
  return best?.id ?? current;
}
