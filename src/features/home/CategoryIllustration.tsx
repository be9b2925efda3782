import type { ReactNode } from 'react';
import type { ShownCategoryAlias } from '@/api/catalogue';
import { CoffeeBean } from './CoffeeBean';
import styles from './illustration.module.css';

/** Iced kopi susu in a glass: espresso sinking into milk, ice and a straw. */
function Beverage() {
  return (
    <>
      <ellipse cx="120" cy="166" rx="58" ry="8" className={styles.sunken} />
      <path d="M138 14 L126 74" className={styles.straw} />
      <path
        d="M82 40 L158 40 L150 160 Q149 166 142 166 L98 166 Q91 166 90 160 Z"
        className={styles.glass}
      />
      <path d="M87 86 L153 86 L150 124 L90 124 Z" className={styles.crema} />
      <path
        d="M90 124 L150 124 L147 160 Q146 164 140 164 L100 164 Q94 164 93 160 Z"
        className={styles.roast}
      />
      <path
        d="M88 102 Q104 94 120 104 T152 100 L151 124 L89 124 Z"
        className={styles.roastStrong}
        opacity="0.45"
      />
      <rect
        x="96"
        y="56"
        width="22"
        height="22"
        rx="5"
        className={styles.ice}
        transform="rotate(-12 107 67)"
      />
      <rect
        x="122"
        y="62"
        width="20"
        height="20"
        rx="5"
        className={styles.ice}
        transform="rotate(14 132 72)"
      />
      <path
        d="M82 40 L158 40 L150 160 Q149 166 142 166 L98 166 Q91 166 90 160 Z"
        className={styles.glassEdge}
      />
    </>
  );
}

/** A drip bag hooked over a cup, the way it is brewed. */
function Drip() {
  return (
    <>
      <ellipse cx="120" cy="166" rx="70" ry="9" className={styles.sunken} />
      <path d="M66 96 L174 96 Q170 150 138 164 L102 164 Q70 150 66 96 Z" className={styles.paper} />
      <path d="M172 110 C198 110 198 144 166 146" className={styles.handle} strokeWidth="10" />
      <ellipse cx="120" cy="96" rx="54" ry="10" className={styles.ink} />
      <path d="M92 26 L148 26 L150 98 L90 98 Z" className={styles.paper} />
      <path d="M92 26 L148 26 L150 98 L90 98 Z" className={styles.outline} />
      <rect x="100" y="44" width="40" height="30" rx="4" className={styles.roast} />
      <CoffeeBean x={120} y={59} scale={0.55} tone="ink" />
      <path d="M90 60 L72 98 M150 60 L168 98" className={styles.straw} strokeWidth="4" />
    </>
  );
}

/** A pouch of beans with a window onto them, and a few spilled. */
function Beans() {
  return (
    <>
      <ellipse cx="120" cy="166" rx="70" ry="9" className={styles.sunken} />
      <path
        d="M78 38 L162 38 L170 158 Q170 164 164 164 L76 164 Q70 164 70 158 Z"
        className={styles.roast}
      />
      <path d="M78 38 L162 38 L163 54 L77 54 Z" className={styles.roastStrong} />
      <rect x="92" y="72" width="56" height="62" rx="10" className={styles.paper} />
      <CoffeeBean x={108} y={92} rotate={-20} scale={0.5} />
      <CoffeeBean x={132} y={96} rotate={30} scale={0.5} tone="ink" />
      <CoffeeBean x={116} y={116} rotate={10} scale={0.5} tone="ink" />
      <CoffeeBean x={138} y={120} rotate={-35} scale={0.5} />
      <CoffeeBean x={52} y={156} rotate={-25} scale={0.7} />
      <CoffeeBean x={190} y={154} rotate={30} scale={0.7} tone="ink" />
    </>
  );
}

const drawings: Record<ShownCategoryAlias, () => ReactNode> = {
  Beverages: Beverage,
  Drips: Drip,
  Beans,
};

/** The picture on a category card; decorative, since the card names the category. */
export function CategoryIllustration({ alias }: { alias: ShownCategoryAlias }) {
  const Drawing = drawings[alias];
  return (
    <svg
      viewBox="0 0 240 180"
      width="240"
      height="180"
      className={styles.svg}
      aria-hidden="true"
      focusable="false"
    >
      <Drawing />
    </svg>
  );
}
