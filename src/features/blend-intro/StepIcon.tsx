import styles from './BlendIntroScreen.module.css';

/** A roasted bean at (x, y), turned by angle degrees, with its crease. */
function Bean({ x, y, angle, crease }: { x: number; y: number; angle: number; crease: string }) {
  return (
    <>
      <ellipse
        cx={x}
        cy={y}
        rx="9"
        ry="12"
        transform={`rotate(${angle} ${x} ${y})`}
        className={styles.iconFill}
      />
      <path d={crease} className={styles.iconCrease} />
    </>
  );
}

// One drawing per step, in the order of blendIntroTexts.steps.
const drawings = [
  // Beans: two roasted beans.
  <g key="beans">
    <Bean x={18} y={26} angle={-25} crease="M14 17c5 5 3 13 8 18" />
    <Bean x={31} y={22} angle={20} crease="M34 12c-5 5-3 13-7 19" />
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
