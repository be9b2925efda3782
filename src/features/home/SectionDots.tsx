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
 * marked. Real links to their sections, so a dot pressed before the app has taken over the
 * pre-rendered page (issue 25) still moves there, the browser's way; once it has, the app
 * moves there itself (no new history entry) and brings focus into the section.
 */
export function SectionDots({ label, sections, activeId, onSelect }: SectionDotsProps) {
  return (
    <nav aria-label={label} className={styles.dots}>
      <ul className={cx(layout.plainList, styles.list)}>
        {sections.map((section) => (
          <li key={section.id}>
            {/* biome-ignore lint/a11y/useAnchorContent: named by its aria-label (the section's name); its mark is only drawn. */}
            <a
              href={`#${section.id}`}
              className={styles.dot}
              aria-label={section.label}
              aria-controls={section.id}
              aria-current={section.id === activeId ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onSelect(section.id);
              }}
            >
              <span className={styles.mark} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
