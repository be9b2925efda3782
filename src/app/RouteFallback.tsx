import styles from './RouteFallback.module.css';

/** Shown while a screen's chunk loads: a calm placeholder of the page's height, not a spinner flash. */
export function RouteFallback() {
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <span className={styles.label}>Memuat…</span>
      <div className={styles.block} />
      <div className={styles.line} />
      <div className={styles.line} />
    </div>
  );
}
