/**
 * How a part looks under the pointer: CSS `:hover` follows only the browser's own pointer,
 * which testing-library's events are not. The stories' test run drives Chromium through
 * Playwright, whose pointer is real; Storybook's own page has none, and hovers as before.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

/** Moves the real pointer over `element` where there is one (the test run), else a simulated one. */
export async function hover(element: Element): Promise<void> {
  try {
    const browser = await import('vitest/browser');
    await browser.userEvent.hover(element);
  } catch {
    await userEvent.hover(element);
  }
}

type Rgba = [number, number, number, number];

function rgba(colour: string): Rgba {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** The colour the element's text stands on: its background over those behind it, blended. */
function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = rgba(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) layers.push(colour);
    if (colour[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>(
    (below, [r, g, b, a]) => [
      r * a + below[0] * (1 - a),
      g * a + below[1] * (1 - a),
      b * a + below[2] * (1 - a),
      1,
    ],
    [255, 255, 255, 1],
  );
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG's contrast ratio of the element's text against what it stands on, as painted now. */
function textContrast(element: Element): number {
  const [light, dark] = [
    luminance(rgba(getComputedStyle(element).color)),
    luminance(backgroundBehind(element)),
  ].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The element's label can be read (WCAG AA, 4.5:1) once its colours have settled: a state
 * change (hover, press, focus) fades them over a few frames.
 */
export async function expectReadable(element: Element): Promise<void> {
  await waitFor(() => expect(textContrast(element)).toBeGreaterThanOrEqual(4.5));
}
