import { useState, useSyncExternalStore } from 'react';
import { Button, cx, layout } from '@/ui';
import styles from './DemoMark.module.css';
import { demoTexts } from './demoTexts';
import type { DemoFaultSwitch } from './devPanelTypes';
import { faultSummary } from './faultSummary';

/**
 * Says, on every page of a demo build, that the mock gateway is failing or slowing calls on
 * purpose, so a failing shop is never taken for a broken one, and turns the faults off.
 */
export function FaultBanner({ faults }: { faults: DemoFaultSwitch }) {
  const summary = useSyncExternalStore(
    faults.subscribe,
    () => faultSummary(faults.current()),
    () => '',
  );
  const [isTurningOff, setTurningOff] = useState(false);
  if (!summary) return null;
  return (
    <section className={cx(layout.cluster, styles.faults)} aria-label={demoTexts.faultsLabel}>
      <p>
        <strong>{demoTexts.faultsOn}</strong> {summary}
      </p>
      <Button
        size="sm"
        isDisabled={isTurningOff}
        onPress={() => {
          setTurningOff(true);
          void faults.turnOff().finally(() => setTurningOff(false));
        }}
      >
        {demoTexts.faultsOff}
      </Button>
    </section>
  );
}
