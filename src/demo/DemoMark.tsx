import type { ReactNode } from 'react';
import styles from './DemoMark.module.css';
import { demoTexts } from './demoTexts';
import type { DemoFaultSwitch } from './devPanelTypes';
import { FaultBanner } from './FaultBanner';

export interface DemoMarkProps {
  /** Tools docked beside the mark: the dev panel's button. */
  children?: ReactNode;
  /** The mock's fault switches, once it runs: a banner under the strip while any is on. */
  faults?: DemoFaultSwitch | undefined;
}

/**
 * The strip above every page of a demo build, so nobody takes the demo for the live shop. It
 * sits in the document's flow, above the sticky navbar, so it and the tools docked in it
 * never cover the shop's own controls, at any size or scroll position. Only mockBoot mounts
 * it: a production build has no such strip.
 */
export function DemoMark({ children, faults }: DemoMarkProps) {
  return (
    <>
      <div className={styles.strip}>
        <aside className={styles.mark} aria-label={demoTexts.markLabel}>
          <p>
            <span className={styles.badge}>{demoTexts.mark}</span> · {demoTexts.markDetail}
          </p>
        </aside>
        {children}
      </div>
      {faults && <FaultBanner faults={faults} />}
    </>
  );
}
