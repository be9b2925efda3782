/**
 * A pre-rendered page's module script and modulepreloads, handed to the start-after-paint
 * script (`startScript`) in the same order, so they are asked for after the first paint; with
 * the files it fetches ahead for the page's first press (`prefetch`).
 */
export declare function startScriptAfterPaint(
  html: string,
  startScript: string,
  prefetch?: readonly string[],
): string;

/** The CSS files (by the class names each defines) that a page's HTML uses, in order of first use. */
export declare function renderedCss(html: string, classCss: ReadonlyMap<string, string>): string[];

/**
 * The addresses of the chunks and CSS of `parts` (manifest keys) that neither the entry nor the
 * page's own `modules` bring: what the start-after-paint script fetches ahead, unrun.
 */
export declare function prefetchedFiles(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>,
  parts: readonly string[],
  modules: readonly string[],
  base: string,
): string[];
