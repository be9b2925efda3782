import { CoffeeBean } from './CoffeeBean';
import styles from './illustration.module.css';

/**
 * The hero drawing: a bag of the shopper's own blend beside a cup of kopi with latte art.
 * Inline, so the first paint needs no request; decorative, since the heading says it all.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 480"
      width="560"
      height="480"
      className={[styles.svg, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="300" cy="246" r="214" className={styles.soft} />
      <circle cx="486" cy="86" r="34" className={styles.sunken} />
      <circle cx="78" cy="120" r="18" className={styles.sunken} />

      {/* The blend bag: a stand-up pouch with a folded, crimped top. */}
      <path
        d="M92 150 L252 150 L264 404 Q264 420 248 420 L96 420 Q80 420 80 404 Z"
        className={styles.roast}
      />
      <path d="M92 150 L252 150 L254 184 L90 184 Z" className={styles.roastStrong} />
      <path d="M100 122 L244 122 L252 150 L92 150 Z" className={styles.roast} />
      <path
        d="M112 128v14M132 128v14M152 128v14M172 128v14M192 128v14M212 128v14M232 128v14"
        className={styles.crimp}
      />
      <rect x="110" y="230" width="124" height="132" rx="10" className={styles.paper} />
      <text x="172" y="268" textAnchor="middle" fontSize="22" className={styles.label}>
        BLEND
      </text>
      <text x="172" y="290" textAnchor="middle" fontSize="11" className={styles.labelSmall}>
        RACIKANMU
      </text>
      <CoffeeBean x={150} y={326} rotate={-24} scale={0.9} tone="roast" />
      <CoffeeBean x={194} y={326} rotate={24} scale={0.9} tone="ink" />

      {/* Steam over the cup. */}
      <path d="M330 222 C312 196 348 180 330 150" className={styles.steam} />
      <path d="M370 214 C352 184 392 168 372 132" className={styles.steam} />
      <path d="M410 222 C392 196 428 180 410 150" className={styles.steam} />

      {/* Saucer, cup and its handle. */}
      <ellipse cx="370" cy="420" rx="156" ry="26" className={styles.sunken} />
      <ellipse cx="370" cy="412" rx="146" ry="22" className={styles.paper} />
      <path d="M470 290 C530 286 536 372 466 376" className={styles.handle} />
      <path
        d="M262 250 L478 250 Q474 378 412 404 L328 404 Q266 378 262 250 Z"
        className={styles.paper}
      />
      {/* Shade on the cup's far side gives it its roundness. */}
      <path
        d="M440 262 L476 256 Q472 372 412 404 L396 404 Q448 366 440 262 Z"
        className={styles.sunken}
        opacity="0.7"
      />
      <ellipse cx="370" cy="250" rx="108" ry="22" className={styles.paper} />
      <ellipse cx="370" cy="252" rx="96" ry="17" className={styles.ink} />
      <ellipse cx="370" cy="252" rx="80" ry="13" className={styles.roast} />
      {/* A latte-art heart in the crema. */}
      <path
        d="M370 262 C352 252 350 240 362 240 C367 240 370 244 370 247 C370 244 373 240 378 240 C390 240 388 252 370 262 Z"
        className={styles.crema}
      />

      <CoffeeBean x={120} y={446} rotate={-30} />
      <CoffeeBean x={162} y={458} rotate={12} tone="ink" />
      <CoffeeBean x={528} y={424} rotate={40} />
      <CoffeeBean x={500} y={456} rotate={-18} tone="roast" />
      <CoffeeBean x={276} y={96} rotate={60} scale={0.8} tone="roast" />
    </svg>
  );
}
