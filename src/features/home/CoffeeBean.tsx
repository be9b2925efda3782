import styles from './illustration.module.css';

export interface CoffeeBeanProps {
  x: number;
  y: number;
  /** Degrees. */
  rotate?: number;
  scale?: number;
  tone?: 'ink' | 'roast' | 'roastStrong';
}

/** One roasted bean with its crease, the shop's recurring motif. */
export function CoffeeBean({ x, y, rotate = 0, scale = 1, tone = 'roastStrong' }: CoffeeBeanProps) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}>
      <ellipse rx="18" ry="12.5" className={styles[tone]} />
      <path d="M-14 1.5C-6-5 5 6 14-1.5" className={styles.crease} />
    </g>
  );
}
