/**
 * A pre-rendered page's module script and modulepreloads, handed to the start-after-paint
 * script (`startScript`) in the same order, so they are asked for after the first paint.
 */
export declare function startScriptAfterPaint(html: string, startScript: string): string;

/** The CSS files (by the class names each defines) that a page's HTML uses, in order of first use. */
export declare function renderedCss(html: string, classCss: ReadonlyMap<string, string>): string[];
