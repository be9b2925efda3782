import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useReducer } from 'react';
import { onDemand, warm } from '@/lib/onDemand';
import { whenIdle } from '@/lib/whenIdle';
import { PartUnavailable } from './PartUnavailable';
import { useAfterPaint } from './useAfterPaint';
import { useMountedThroughExit } from './useMountedThroughExit';

/** A part on the page (tabs, a select, a form): it has a room, which its skeleton keeps. */
interface InPage<Props> {
  /** The part's own skeleton, of the part's size: stands in its room while the code downloads. */
  Skeleton: ComponentType<Props>;
  /**
   * Never pre-rendered (it is inside a dialog): it does not suspend, and its skeleton is what
   * the render that mounts it shows even when the code is in, the part itself following once
   * that frame is painted, so the dialog around it is on screen at once (issue 37).
   */
  afterPaint?: true;
}

/** A dialog: no room on the page, nothing of it there before it first opens. */
interface InDialog<Props> {
  isOpen: (props: Props) => boolean;
  /**
   * Its code downloads once whoever holds it has rendered and the page is idle, so it opens
   * at once without competing with the screen's first render and reads (the default). False for one most visits never open (the app's error and goodbye alerts) or
   * whose code is heavy (a form): it downloads when it opens, or on `preload`.
   */
  loadsAfterRender?: boolean;
}

type Options<Props> = InPage<Props> | InDialog<Props>;

export type OnDemandPart<Props> = ((props: Props) => ReactNode) & {
  /** Starts the download without waiting for it (a pointer reaching the button that opens it). */
  preload: () => void;
};

type Download<Props> = { Part: ComponentType<Props> } | { failed: true };

interface OutcomeProps<Props> {
  attempt: Attempt<Props>;
  props: Props;
  failure: ReactNode;
}

/** One try at downloading the part: React.lazy over a download that never rejects. */
interface Attempt<Props> {
  /** Known once `Lazy` has resolved. */
  outcome: Download<Props> | null;
  Lazy: ComponentType<OutcomeProps<Props>>;
}

/** What an attempt came to, once its lazy component has resolved. */
function Outcome<Props extends object>({ attempt, props, failure }: OutcomeProps<Props>) {
  const { outcome } = attempt;
  return !outcome || 'failed' in outcome ? failure : <outcome.Part {...props} />;
}

/** One part's download, shared by every copy of the part on screen. */
interface Source<Props> {
  attempt: () => Attempt<Props>;
  /** After a failed attempt, the next render starts another. */
  retry: () => void;
  preload: () => void;
  /** What the current attempt came to, known without suspending: null while downloading. */
  outcome: () => Download<Props> | null;
  /** The current attempt's download, settled (never rejects). */
  settled: () => Promise<unknown>;
}

function source<Props extends object>(load: () => Promise<ComponentType<Props>>): Source<Props> {
  const download = onDemand(load);
  // A failed attempt stays failed for the copies that saw it (no download loop while
  // offline) until 'Coba lagi' starts another: React.lazy alone would keep it for good.
  type Started = Attempt<Props> & { settled: Promise<unknown> };
  let current: Started | null = null;
  const start = () => {
    const settled = download().then(
      (Part): Download<Props> => ({ Part }),
      (): Download<Props> => ({ failed: true }),
    );
    const attempt: Started = {
      outcome: null,
      settled: settled.then((outcome) => (attempt.outcome = outcome)),
      Lazy: lazy(async () => {
        await attempt.settled;
        return { default: Outcome as ComponentType<OutcomeProps<Props>> };
      }),
    };
    return attempt;
  };
  const attempt = () => {
    current ??= start();
    return current;
  };
  return {
    attempt,
    retry: () => {
      if (current?.outcome && 'failed' in current.outcome) current = null;
    },
    preload: () => warm(download),
    outcome: () => current?.outcome ?? null,
    settled: () => attempt().settled,
  };
}

/**
 * A dialog, or a part inside one (`afterPaint`), never suspends: until its code is in, a dialog
 * is not there and a part shows its skeleton, and the render that shows it is an ordinary one.
 * A Suspense fallback committed at the press would hold the reveal back by React's 300 ms
 * fallback throttle (issue 37: the first press's answer).
 */
function OnDemandInBrowser<Props extends object>({
  from,
  options,
  props,
}: {
  from: Source<Props>;
  options: InDialog<Props> | InPage<Props>;
  props: Props;
}) {
  const dialog = 'isOpen' in options ? options : null;
  const isPartInDialog = dialog === null;
  const open = isPartInDialog || dialog.isOpen(props);
  const isMounted = useMountedThroughExit(open);
  const isPainted = useAfterPaint(isPartInDialog);
  const [, rerender] = useReducer((tries: number) => tries + 1, 0);
  const loadsAfterRender = !isPartInDialog && dialog.loadsAfterRender !== false;
  useEffect(() => {
    if (loadsAfterRender) return whenIdle(from.preload);
  }, [from, loadsAfterRender]);
  const outcome = isMounted ? from.outcome() : null;
  // A part inside a dialog asks for its code once the dialog's frame is painted: asked for in
  // the frame's commit, Vite's preload helper held that frame back.
  const isDownloading = isMounted && outcome === null && (!isPartInDialog || isPainted);
  useEffect(() => {
    if (!isDownloading) return;
    let isCurrent = true;
    void from.settled().then(() => isCurrent && rerender());
    return () => {
      isCurrent = false;
    };
  }, [from, isDownloading]);
  if (outcome === null || (isPartInDialog && !isPainted))
    return 'Skeleton' in options ? <options.Skeleton {...props} /> : null;
  if ('failed' in outcome) {
    const retry = () => {
      from.retry();
      rerender();
    };
    return open && <PartUnavailable isFloating={!isPartInDialog} onRetry={retry} />;
  }
  return <outcome.Part {...props} />;
}

/** A part on the page: it suspends, so pre-rendering waits for it and hydration keeps its HTML. */
function OnDemand<Props extends object>({
  from,
  options,
  props,
}: {
  from: Source<Props>;
  options: InPage<Props>;
  props: Props;
}) {
  const [, rerender] = useReducer((tries: number) => tries + 1, 0);
  const attempt = from.attempt();
  const retry = () => {
    from.retry();
    rerender();
  };
  return (
    <Suspense fallback={<options.Skeleton {...props} />}>
      <attempt.Lazy attempt={attempt} props={props} failure={<PartUnavailable onRetry={retry} />} />
    </Suspense>
  );
}

/**
 * The one way a part is loaded on demand: `load` (a module-level
 * `async () => (await import('./X')).X`) runs when the part is first needed, once for every
 * copy of it. Meanwhile an in-page part shows its skeleton, a dialog nothing; a download that
 * failed shows the shop's offline words with 'Coba lagi', which downloads again (React.lazy
 * would keep the failure for good). Nothing is left to reject unhandled. It suspends while
 * downloading, so pre-rendering waits for the part and hydration keeps the server's HTML.
 */
export function onDemandPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: Options<Props>,
): OnDemandPart<Props> {
  const from = source(load);
  const Part =
    'isOpen' in options || options.afterPaint
      ? (props: Props) => <OnDemandInBrowser from={from} options={options} props={props} />
      : (props: Props) => <OnDemand from={from} options={options} props={props} />;
  return Object.assign(Part, { preload: from.preload });
}
