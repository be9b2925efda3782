import { Button, cx, layout, SectionCard } from '@/ui';
import styles from '../BlendScreen.module.css';
import type { BlendComponent } from '../blend';
import { blendTexts } from '../texts';
import { CompositionChart } from './CompositionChart';

/** The blend as it is being composed: its chart, and each bean with its share, removable. */
export function CompositionCard({
  components,
  onRemove,
}: {
  components: readonly BlendComponent[];
  onRemove: (productCode: string) => void;
}) {
  return (
    <SectionCard title={blendTexts.composition.title}>
      <CompositionChart components={components} hasLegend={components.length === 0} />
      {components.length > 0 && (
        <ul
          className={cx(layout.stack, layout.plainList, styles.components)}
          aria-label={blendTexts.composition.title}
        >
          {components.map(({ product: part, percentage, origin: from }) => (
            <li key={part.code} className={styles.component}>
              <span>
                <strong>{percentage}%</strong> {part.name}{' '}
                <span className={styles.muted}>({from.name})</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={blendTexts.composition.remove(part.name)}
                onPress={() => onRemove(part.code)}
              >
                Hapus
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
