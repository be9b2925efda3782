import { describe, expect, it } from 'vitest';
import { pickActiveSection, type SectionVisibility } from './activeSection';

const ids = ['hero', 'kategori', 'member'];

/** [what the case shows, what is seen (ratio, viewport share), the current mark, the mark]. */
type Case = [string, Record<string, [number, number]>, string, string];

const cases: Case[] = [
  [
    'marks the section that is at least half visible',
    { hero: [0.3, 0.3], kategori: [0.5, 0.7] },
    'hero',
    'kategori',
  ],
  ['does not count a section just under half visible', { kategori: [0.49, 0.4] }, 'hero', 'hero'],
  [
    'marks a section taller than two screens once it fills half the screen',
    { hero: [0.1, 0.1], kategori: [0.3, 0.9] },
    'hero',
    'kategori',
  ],
  [
    'prefers the more visible of two sections that both count',
    { hero: [0.5, 0.46], kategori: [0.77, 0.54] },
    'hero',
    'kategori',
  ],
  [
    'marks a short last section wholly in view at the bottom of the page',
    { kategori: [0.75, 0.52], member: [1, 0.48] },
    'kategori',
    'member',
  ],
  [
    'prefers a tall section filling the screen over a sliver of a short neighbour',
    { kategori: [0.4, 0.9], member: [0.5, 0.1] },
    'hero',
    'kategori',
  ],
  [
    'prefers the earlier section on a tie',
    { kategori: [1, 0.4], member: [1, 0.3] },
    'hero',
    'kategori',
  ],
  ['keeps the current mark when nothing was seen yet', {}, 'member', 'member'],
  ['keeps the current mark when nothing counts', { hero: [0, 0] }, 'kategori', 'kategori'],
  ['ignores sections that are not in the list', { footer: [1, 1] }, 'hero', 'hero'],
];

describe('pickActiveSection', () => {
  it.each(cases)('%s', (_, entries, current, marked) => {
    const visibility = new Map<string, SectionVisibility>(
      Object.entries(entries).map(([id, [ratio, viewportShare]]) => [id, { ratio, viewportShare }]),
    );
    expect(pickActiveSection(ids, visibility, current)).toBe(marked);
  });
});
