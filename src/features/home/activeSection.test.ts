import { describe, expect, it } from 'vitest';
import { pickActiveSection, type SectionVisibility } from './activeSection';

const ids = ['hero', 'kategori', 'member'];

function seen(entries: Record<string, SectionVisibility>) {
  return new Map(Object.entries(entries));
}

describe('pickActiveSection', () => {
  it('marks the section that is at least half visible', () => {
    const visibility = seen({
      hero: { ratio: 0.3, viewportShare: 0.3 },
      kategori: { ratio: 0.5, viewportShare: 0.7 },
    });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('kategori');
  });

  it('does not count a section just under half visible', () => {
    const visibility = seen({ kategori: { ratio: 0.49, viewportShare: 0.4 } });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('hero');
  });

  it('marks a section taller than two screens once it fills half the screen', () => {
    const visibility = seen({
      hero: { ratio: 0.1, viewportShare: 0.1 },
      kategori: { ratio: 0.3, viewportShare: 0.9 },
    });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('kategori');
  });

  it('prefers the more visible of two sections that both count', () => {
    const visibility = seen({
      hero: { ratio: 0.5, viewportShare: 0.46 },
      kategori: { ratio: 0.77, viewportShare: 0.54 },
    });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('kategori');
  });

  it('marks a short last section wholly in view at the bottom of the page', () => {
    const visibility = seen({
      kategori: { ratio: 0.75, viewportShare: 0.52 },
      member: { ratio: 1, viewportShare: 0.48 },
    });
    expect(pickActiveSection(ids, visibility, 'kategori')).toBe('member');
  });

  it('prefers a tall section filling the screen over a sliver of a short neighbour', () => {
    const visibility = seen({
      kategori: { ratio: 0.4, viewportShare: 0.9 },
      member: { ratio: 0.5, viewportShare: 0.1 },
    });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('kategori');
  });

  it('prefers the earlier section on a tie', () => {
    const visibility = seen({
      kategori: { ratio: 1, viewportShare: 0.4 },
      member: { ratio: 1, viewportShare: 0.3 },
    });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('kategori');
  });

  it('keeps the current mark when nothing counts or nothing was seen yet', () => {
    expect(pickActiveSection(ids, new Map(), 'member')).toBe('member');
    const visibility = seen({ hero: { ratio: 0, viewportShare: 0 } });
    expect(pickActiveSection(ids, visibility, 'kategori')).toBe('kategori');
  });

  it('ignores sections that are not in the list', () => {
    const visibility = seen({ footer: { ratio: 1, viewportShare: 1 } });
    expect(pickActiveSection(ids, visibility, 'hero')).toBe('hero');
  });
});
