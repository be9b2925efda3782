import type { CartLine } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import { cx, layout } from '@/ui';
import { blendComposition, describeComposition, lineChoices } from '../cartLines';
import { cartTexts as texts } from '../texts';
import styles from './LineFacts.module.css';

/**
 * What tells a line from another line of the same product: its unit, the grind level or
 * variances chosen, and for a custom blend what it is made of.
 */
export function LineFacts({ line, size = 'md' }: { line: CartLine; size?: 'sm' | 'md' }) {
  const choices = lineChoices(line);
  const composition = blendComposition(line);
  return (
    <div className={size === 'sm' ? `${styles.facts} ${styles.sm}` : styles.facts}>
      <ul className={styles.choices}>
        <li className={styles.unit}>{unitLabel(line.uoM)}</li>
        {choices.map((choice) => (
          <li key={choice} className={cx(layout.pill, styles.choice)}>
            {choice}
          </li>
        ))}
      </ul>
      {composition.length > 0 && (
        <p className={styles.composition}>
          <span className={styles.compositionLabel}>{texts.composition}:</span>{' '}
          {describeComposition(composition)}
        </p>
      )}
    </div>
  );
}
