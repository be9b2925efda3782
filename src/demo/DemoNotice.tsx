import { Button, cx, layout } from '@/ui';
import styles from './DemoNotice.module.css';
import { demoTexts } from './demoTexts';

export type DemoBlocker = 'storage' | 'worker';

export interface DemoNoticeProps {
  /** What keeps the mock gateway from running in this browser. */
  blocker: DemoBlocker;
  onReload?: () => void;
}

const copy = {
  storage: { title: demoTexts.storageTitle, body: demoTexts.storageBody },
  worker: { title: demoTexts.workerTitle, body: demoTexts.workerBody },
} satisfies Record<DemoBlocker, { title: string; body: string }>;

/**
 * Shown by a demo build in place of the shop when its mock gateway cannot run here (site data
 * blocked, no service workers): a clear reason and a way to retry instead of a blank page.
 */
export function DemoNotice({
  blocker,
  onReload = () => window.location.reload(),
}: DemoNoticeProps) {
  const { title, body } = copy[blocker];
  return (
    <main className={cx(layout.card, layout.stack, styles.notice)}>
      <h1>{title}</h1>
      <p>{body}</p>
      <Button variant="primary" onPress={onReload}>
        {demoTexts.reload}
      </Button>
    </main>
  );
}
