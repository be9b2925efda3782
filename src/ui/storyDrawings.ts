import { expect } from 'storybook/test';

/**
 * The `count` drawings (svg) in `container`, each hidden from assistive technology: words
 * beside them, or the name of what holds them, say what they show.
 */
export async function silentDrawings(container: HTMLElement, count: number) {
  const drawings = [...container.querySelectorAll('svg')];
  await expect(drawings).toHaveLength(count);
  for (const drawing of drawings) await expect(drawing).toHaveAttribute('aria-hidden', 'true');
  return drawings;
}
