import { cx, layout } from '@/ui';
import styles from './CompositionList.module.css';

/** A blend's components, one a line, each after its share ('50% Arabika Gayo Full Wash'). */
export function CompositionList({
  components,
}: {
  components: readonly { name: string; percentage: number }[];
}) {
  return (
    <ul className={cx(layout.plainList, styles.list)}>
      {components.map((component) => (
        <li key={component.name}>
          <span className={layout.percentage}>{component.percentage}%</span> {component.name}
        </li>
      ))}
    </ul>
  );
}
