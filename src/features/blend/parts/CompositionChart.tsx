import { cx, layout } from '@/ui';
import type { BlendComponent } from '../blend';
import { totalPercentage } from '../blendRules';
import { blendTexts } from '../texts';
import styles from './CompositionChart.module.css';

const t = blendTexts.composition;

/** One roast tone per component, in the order added; the legend repeats them in words. */
const SHARE_COLOURS = ['#6B3A1E', '#C07A3A', '#2F5D50', '#D9A441'] as const;

const RADIUS = 15.9155; // a circumference of 100: a share's length is its percentage
const STROKE = 6;

export interface CompositionChartProps {
  components: readonly Pick<BlendComponent, 'product' | 'percentage'>[];
  /** The shares in words beside the ring; off where the page lists them itself. */
  hasLegend?: boolean;
}

/**
 * The blend as a donut: each component's share of the ring, the rest left open. The ring
 * is an image named by its shares; the list beside it says the same for everyone.
 */
export function CompositionChart({ components, hasLegend = true }: CompositionChartProps) {
  const shares = components.map(({ product, percentage }) => t.share(percentage, product.name));
  const label = components.length === 0 ? t.empty : t.chartLabel(shares.join(', '));
  let offset = 0;
  return (
    <figure className={styles.chart}>
      <svg viewBox="0 0 42 42" className={styles.ring} role="img" aria-label={label}>
        <circle
          cx="21"
          cy="21"
          r={RADIUS}
          className={styles.track}
          strokeWidth={STROKE}
          fill="none"
        />
        {components.map(({ product, percentage }, index) => {
          const start = offset;
          offset += percentage;
          return (
            <circle
              key={product.code}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={SHARE_COLOURS[index % SHARE_COLOURS.length]}
              strokeWidth={STROKE}
              strokeDasharray={`${percentage} ${100 - percentage}`}
              // Starts at twelve o'clock and goes clockwise, after the shares before it.
              strokeDashoffset={25 - start}
            />
          );
        })}
        <text x="21" y="23" textAnchor="middle" className={styles.total}>
          {totalPercentage(components)}%
        </text>
      </svg>
      {hasLegend ? (
        <figcaption className={styles.legend}>
          {components.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ul className={cx(layout.stack, layout.plainList)} aria-label={t.title}>
              {components.map(({ product, percentage }, index) => (
                <li key={product.code}>
                  <span
                    className={styles.swatch}
                    style={{ background: SHARE_COLOURS[index % SHARE_COLOURS.length] }}
                    aria-hidden="true"
                  />
                  {t.share(percentage, product.name)}
                </li>
              ))}
            </ul>
          )}
        </figcaption>
      ) : null}
    </figure>
  );
}
