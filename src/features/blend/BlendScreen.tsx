import { useAtom } from 'jotai';
import { Redirect, useParams } from 'wouter';
import { hrefs } from '@/lib/paths';
import { Button, ConfirmDialog, ConfirmFlowDialogs, cx, layout, useConfirmFlow } from '@/ui';
import styles from './BlendScreen.module.css';
import { EMPTY_BLEND } from './blend';
import { blendAtom } from './blendAtom';
import {
  BLEND_STEPS,
  isBlendEmpty,
  isBlendStep,
  isFinished,
  resolveStep,
  stepNumber,
} from './blendRules';
import { useBlendOrder } from './hooks/useBlendOrder';
import { useLeaveGuard } from './hooks/useLeaveGuard';
import { useRemix } from './hooks/useRemix';
import { BlendStepper } from './parts/BlendStepper';
import { RemixNote } from './parts/RemixNote';
import { ChooseBeansStep } from './steps/ChooseBeansStep';
import { ChoosePackagingStep } from './steps/ChoosePackagingStep';
import { NameStep } from './steps/NameStep';
import { ReviewStep } from './steps/ReviewStep';
import { blendTexts as t } from './texts';

/** The builder's own addresses: moving between its steps is not leaving it. */
function isInsideBuilder(path: string): boolean {
  const [, root, step] = path.split('/');
  return root === 'custom-blend' && (step === undefined || step === '' || isBlendStep(step));
}

/**
 * /custom-blend/:step (SPEC §2): the four steps of the builder behind a stepper. A step
 * whose earlier steps are not done sends the shopper to the first one that is not; an
 * unknown step to the first. The order and reset flows live here, not in a step, so their
 * outcome is still told after the blend they cleared sends the shopper back to the start.
 */
export default function BlendScreen() {
  const { step: requested } = useParams<{ step?: string }>();
  const [blend, setBlend] = useAtom(blendAtom);
  const order = useBlendOrder();
  // 'Racik ulang': filled from a shared blend the address names (read before any redirect).
  const remix = useRemix();
  const reset = useConfirmFlow<null, void>({
    send: async () => setBlend(EMPTY_BLEND),
    question: () => ({
      title: t.reset.confirmTitle,
      message: t.reset.confirmMessage,
      confirmLabel: t.reset.confirm,
      cancelLabel: t.reset.cancel,
    }),
    success: () => null,
    failure: () => ({ kind: 'error', title: t.loadError }),
  });
  const guard = useLeaveGuard(!isBlendEmpty(blend), isInsideBuilder);
  const step = resolveStep(blend, requested);
  // While an order is sent the blend is still there; after it, the start is.
  if (step !== requested && !order.isSending) {
    return <Redirect to={hrefs.blendStep(step)} replace />;
  }

  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <header className={cx(layout.stack, styles.header)}>
        <h1 className={layout.taskTitle}>{t.title}</h1>
        <p className={styles.muted}>{t.stepOf(stepNumber(step), BLEND_STEPS.length)}</p>
      </header>
      {/* The review has its own, beside 'Pesan sekarang'. */}
      {!isBlendEmpty(blend) && step !== 'hasil-akhir' && (
        <div className={cx(layout.cluster, styles.actions)}>
          <Button variant="secondary" size="sm" onPress={() => reset.start(null)}>
            {t.review.reset}
          </Button>
        </div>
      )}
      {step === 'pilih-biji-kopi' && <RemixNote remix={remix} />}
      <BlendStepper blend={blend} current={step} />
      <h2 className={styles.stepTitle}>{t.steps[step]}</h2>
      {step === 'pilih-biji-kopi' && <ChooseBeansStep />}
      {step === 'pilih-kemasan-produk' && <ChoosePackagingStep />}
      {step === 'input-nama-blend' && <NameStep />}
      {step === 'hasil-akhir' && isFinished(blend) && (
        <ReviewStep
          blend={blend}
          isOrdering={order.isSending}
          onOrder={() => order.start(blend)}
          onReset={() => reset.start(null)}
        />
      )}
      <ConfirmFlowDialogs flow={order} retryLabel={t.retry} />
      <ConfirmFlowDialogs flow={reset} />
      <ConfirmDialog
        isOpen={guard.leavingTo !== null}
        title={t.leave.confirmTitle}
        message={t.leave.confirmMessage}
        confirmLabel={t.leave.confirm}
        cancelLabel={t.leave.cancel}
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </div>
  );
}
