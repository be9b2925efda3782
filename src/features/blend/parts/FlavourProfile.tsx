import { cx, layout } from '@/ui';
import type { Flavour } from '../blend';
import { FLAVOUR_MAX, FLAVOUR_SCALES } from '../flavourProfile';
import { blendTexts } from '../texts';
import styles from './FlavourProfile.module.css';

const t = blendTexts.review;

/** The blend's taste on four scales, each a bar with its value in words. */
export function FlavourProfile({ flavour }: { flavour: Flavour | null }) {
  if (flavour === null) return <p className={styles.unknown}>{t.flavourUnknown}</p>;
  return (
    <dl className={cx(layout.stack, styles.scales)}>
      {FLAVOUR_SCALES.map((scale) => (
        <div key={scale} className={styles.scale}>
          <dt>{t.flavourScales[scale]}</dt>
          <dd>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${(flavour[scale] / FLAVOUR_MAX) * 100}%` }} />
            </span>
            {t.flavourValue(flavour[scale], FLAVOUR_MAX)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
