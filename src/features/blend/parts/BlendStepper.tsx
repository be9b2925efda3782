import { hrefs } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import type { Blend } from '../blend';
import { BLEND_STEPS, type BlendStep, canOpenStep, isStepComplete } from '../blendRules';
import { blendTexts } from '../texts';
import styles from './BlendStepper.module.css';

/** The four steps in order, the current one marked; done or open steps are links. */
export function BlendStepper({ blend, current }: { blend: Blend; current: BlendStep }) {
  return (
    <nav aria-label={blendTexts.stepperLabel}>
      <ol className={cx(layout.cardGrid, styles.steps)}>
        {BLEND_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const name = blendTexts.steps[step];
          const state = isCurrent ? 'current' : isStepComplete(blend, step) ? 'done' : 'todo';
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {!isCurrent && canOpenStep(blend, step) ? (
                <Link href={hrefs.blendStep(step)} className={styles.name}>
                  {name}
                </Link>
              ) : (
                <span className={styles.name}>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
