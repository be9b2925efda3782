import styles from './BlendIntroScreen.module.css';

const RADIUS = 84;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

// An example blend: the shares add up to 100, as a real blend must.
const SHARES = [
  { percent: 50, label: '50% Gayo', tone: styles.shareDark },
  { percent: 25, label: '25% Toraja', tone: styles.shareRoast },
  { percent: 25, label: '25% Kintamani', tone: styles.shareGold },
];

/**
 * A blend in the making: a ring of origins by percentage beside the bag it goes into.
 * Decorative: the steps below say the same in words.
 */
export function BlendIllustration({ className }: { className?: string }) {
  let offset = 0;
  return (
    <svg
      viewBox="0 0 440 350"
      width="440"
      height="350"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="170" cy="170" r="150" className={styles.artBackdrop} />
      <g transform="rotate(-90 150 160)">
        {SHARES.map((share) => {
          const length = (share.percent / 100) * CIRCUMFERENCE;
          const arc = (
            <circle
              key={share.label}
              cx="150"
              cy="160"
              r={RADIUS}
              fill="none"
              strokeWidth="40"
              strokeDasharray={`${length - 4} ${CIRCUMFERENCE - length + 4}`}
              strokeDashoffset={-offset}
              className={`${styles.arc} ${share.tone}`}
            />
          );
          offset += length;
          return arc;
        })}
      </g>
      <text x="150" y="156" textAnchor="middle" fontSize="30" className={styles.artTotal}>
        100%
      </text>
      <text x="150" y="180" textAnchor="middle" fontSize="12" className={styles.artCaption}>
        BLEND KAMU
      </text>

      {/* The bag the blend goes into, with its name on the label. */}
      <path
        d="M300 120 L404 120 L412 300 Q412 312 400 312 L304 312 Q292 312 292 300 Z"
        className={`${styles.swatch} ${styles.shareRoast}`}
      />
      <path
        d="M300 120 L404 120 L405 142 L299 142 Z"
        className={`${styles.swatch} ${styles.shareDark}`}
      />
      <rect x="312" y="186" width="80" height="84" rx="8" className={styles.artLabel} />
      <text x="352" y="222" textAnchor="middle" fontSize="13" className={styles.artTotal}>
        PAGI
      </text>
      <text x="352" y="240" textAnchor="middle" fontSize="13" className={styles.artTotal}>
        CERAH
      </text>

      <g transform="translate(20 338)">
        {SHARES.map((share, index) => (
          <g key={share.label} transform={`translate(${index * 92} 0)`}>
            <circle r="7" className={`${styles.swatch} ${share.tone}`} />
            <text x="12" y="4" fontSize="12" className={styles.artCaption}>
              {share.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
