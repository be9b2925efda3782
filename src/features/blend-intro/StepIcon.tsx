import styles from './BlendIntroScreen.module.css';

// One drawing per step, in the order of blendIntroTexts.steps.
const drawings = [
  // Beans: two roasted beans.
  <g key="beans">
    <ellipse
      cx="18"
      cy="26"
      rx="9"
      ry="12"
      transform="rotate(-25 18 26)"
      className={styles.iconFill}
    />
    <path d="M14 17c5 5 3 13 8 18" className={styles.iconCrease} />
    <ellipse
      cx="31"
      cy="22"
      rx="9"
      ry="12"
      transform="rotate(20 31 22)"
      className={styles.iconFill}
    />
    <path d="M34 12c-5 5-3 13-7 19" className={styles.iconCrease} />
  </g>,
  // Packaging: a pouch with a folded top.
  <g key="bag">
    <path d="M13 14h22l3 26a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" className={styles.iconFill} />
    <path d="M13 8h22v6H13z" className={styles.iconStroke} />
    <circle cx="24" cy="28" r="5" className={styles.iconLight} />
  </g>,
  // Name: a label tag.
  <g key="tag">
    <path d="M8 12h20l12 12-12 12H8z" className={styles.iconFill} />
    <circle cx="14" cy="24" r="3" className={styles.iconLight} />
    <path d="M20 24h10" className={styles.iconCreaseWide} />
  </g>,
  // Price and order: a receipt with a tick.
  <g key="order">
    <path d="M11 6h26v36l-4.3-3-4.4 3-4.3-3-4.3 3-4.4-3-4.3 3z" className={styles.iconFill} />
    <path d="m17 22 5 5 9-10" className={styles.iconCreaseWide} />
  </g>,
];

/** The small drawing beside a step; decorative, the step's title says what it is. */
export function StepIcon({ index }: { index: number }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {drawings[index]}
    </svg>
  );
}
