import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useReducer } from 'react';
import { onDemand, warm } from '@/lib/onDemand';
import { PartUnavailable } from './PartUnavailable';
import { useMountedThroughExit } from './useMountedThroughExit';

/** A part on the page (tabs, a select, a form): it has a room, which its skeleton keeps. */
interface InPage<Props> {
  /** The part's own skeleton, of the part's size: stands in its room while the code downloads. */
  Skeleton: ComponentType<Props>;
}

/** A dialog: no room on the page, nothing of it there before it first opens. */
interface InDialog<Props> {
  isOpen: (props: Props) => boolean;
  /**
   * Its code downloads right after whoever holds it has rendered, so it opens at once (the
   * default). False for one most visits never open (the app's error and goodbye alerts) or
   * whose code is heavy (a form): it downloads when it opens, or on `preload`.
   */
  loadsAfterRender?: boolean;
}

export type OnDemandPart<Props> = ((props: Props) => ReactNode) & {
  /** Starts the download without waiting for it (a pointer reaching the button that opens it). */
  preload: () => void;
};

type Download<Props> = { Part: ComponentType<Props> } | { failed: true };

/** One try at downloading the part: React.lazy over a download that never rejects. */
interface Attempt<Props> {
  /** Known once `Lazy` has resolved. */
  outcome: Download<Props> | null;
  Lazy: ComponentType<OutcomeProps<Props>>;
}

interface OutcomeProps<Props> {
  attempt: Attempt<Props>;
  props: Props;
  failure: ReactNode;
}

/** What an attempt came to, once its lazy component has resolved. */
function Outcome<Props extends object>({ attempt, props, failure }: OutcomeProps<Props>) {
  const { outcome } = attempt;
  if (!outcome || 'failed' in outcome) return failure;
  return <outcome.Part {...props} />;
}

/** One part's download, shared by every copy of the part on screen. */
interface Source<Props> {
  /** The attempt the copies on screen show. */
  attempt: () => Attempt<Props>;
  /** After a failed attempt: the next render starts another. */
  forget: () => void;
  warm: () => void;
}

function source<Props extends object>(load: () => Promise<ComponentType<Props>>): Source<Props> {
  const download = onDemand(load);
  // A failed attempt stays failed for the copies that saw it (no download loop while
  // offline) until 'Coba lagi' starts another: React.lazy would keep it failed for good.
  let current: Attempt<Props> | null = null;
  const start = (): Attempt<Props> => {
    const attempt: Attempt<Props> = {
      outcome: null,
      Lazy: lazy(async () => {
        attempt.outcome = await download().then(
          (Part): Download<Props> => ({ Part }),
          (): Download<Props> => ({ failed: true }),
        );
        return { default: Outcome as ComponentType<OutcomeProps<Props>> };
      }),
    };
    return attempt;
  };
  return {
    attempt: () => {
      current ??= start();
      return current;
    },
    forget: () => {
      if (current?.outcome && 'failed' in current.outcome) current = null;
    },
    warm: () => warm(download),
  };
}

function Shown<Props extends object>({
  from,
  props,
  failure,
}: {
  from: Source<Props>;
  props: Props;
  failure: ReactNode;
}) {
  const attempt = from.attempt();
  return <attempt.Lazy attempt={attempt} props={props} failure={failure} />;
}

function useRetry(from: Source<unknown>) {
  const [, rerender] = useReducer((tries: number) => tries + 1, 0);
  return () => {
    from.forget();
    rerender();
  };
}

function InPagePart<Props extends object>({
  from,
  Skeleton,
  props,
}: {
  from: Source<Props>;
  Skeleton: ComponentType<Props>;
  props: Props;
}) {
  const onRetry = useRetry(from as Source<unknown>);
  return (
    <Suspense fallback={<Skeleton {...props} />}>
      <Shown from={from} props={props} failure={<PartUnavailable onRetry={onRetry} />} />
    </Suspense>
  );
}

function DialogPart<Props extends object>({
  from,
  options: { isOpen, loadsAfterRender = true },
  props,
}: {
  from: Source<Props>;
  options: InDialog<Props>;
  props: Props;
}) {
  const open = isOpen(props);
  const isMounted = useMountedThroughExit(open);
  const onRetry = useRetry(from as Source<unknown>);
  useEffect(() => {
    if (loadsAfterRender) from.warm();
  }, [from, loadsAfterRender]);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Shown
        from={from}
        props={props}
        failure={open && <PartUnavailable isFloating onRetry={onRetry} />}
      />
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
  options: InPage<Props> | InDialog<Props>,
): OnDemandPart<Props> {
  const from = source(load);
  const part =
    'Skeleton' in options
      ? (props: Props) => <InPagePart from={from} Skeleton={options.Skeleton} props={props} />
      : (props: Props) => <DialogPart from={from} options={options} props={props} />;
  return Object.assign(part, { preload: from.warm });
}
