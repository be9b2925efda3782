import { useEffect, useState } from 'react';
import {
  pickActiveSection,
  type SectionVisibility,
  VISIBILITY_THRESHOLDS,
  visibilityOf,
} from './activeSection';

/**
 * The id of the section being read, following the page as it scrolls. The sections are
 * looked up by id once they are on the page; `ids` must keep its identity between renders.
 */
export function useActiveSection(ids: readonly string[]): string {
  const [activeId, setActiveId] = useState(ids[0] ?? '');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visibility = new Map<string, SectionVisibility>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visibility.set(entry.target.id, visibilityOf(entry));
        setActiveId((current) => pickActiveSection(ids, visibility, current));
      },
      { threshold: VISIBILITY_THRESHOLDS },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);

  return activeId;
}

/**
 * Brings a section into view and moves focus there, so the next Tab continues inside it as
 * after following an in-page link. No `behavior`: the page's scroll-behavior decides, which
 * is smooth unless the shopper asked for reduced motion.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}
