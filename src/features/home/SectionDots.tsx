import { cx, layout } from '@/ui';
import styles from './SectionDots.module.css';

export interface PageSection {
  id: string;
  label: string;
}

export interface SectionDotsProps {
  label: string;
  sections: readonly PageSection[];
  activeId: string;
  onSelect: (id: string) => void;
}

/**
 * The small vertical navigation beside the page: one dot per section, the one being read
 * marked. Real buttons, so Tab reaches them and Enter or Space moves to their section.
 */
export function SectionDots({ label, sections, activeId, onSelect }: SectionDotsProps) {
  return (
    <nav aria-label={label} className={styles.dots}>
      <ul className={cx(layout.plainList, styles.list)}>
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.dot}
              aria-label={section.label}
              aria-controls={section.id}
              aria-current={section.id === activeId ? 'location' : undefined}
              onClick={() => onSelect(section.id)}
            >
              <span className={styles.mark} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
