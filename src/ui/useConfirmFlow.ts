import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import type {
  ConfirmFlow,
  ConfirmFlowOptions,
  FlowAlert,
  FlowAttempt,
  FlowQuestion,
} from './confirmFlowTypes';
import { useIsMounted } from './useIsMounted';
import { useSendOnce } from './useSendOnce';

export type { ConfirmFlow, FlowAlert } from './confirmFlowTypes';

type Phase<Input> =
  | { name: 'idle' }
  | { name: 'asking'; input: Input }
  | { name: 'sending'; input: Input; asked: boolean }
  | { name: 'told' };

/** What 'Coba lagi' sends again: the same input under the same press. */
interface Failed<Input> {
  input: Input;
  press: FlowAttempt;
  /** The flow's own retry label (a lost answer's), or null for the screen's. */
  retryLabel: string | null;
}

/**
 * The one confirm → send once → tell flow (SPEC §8's dialogs) every mutation uses: asks,
 * disables while sending, sends exactly one request however often a button is pressed,
 * tells how it went with the caller's texts, and offers a retry of the same input after a
 * failure. Each confirmed press gets its idempotency key, which its retries reuse. A call
 * whose answer was lost (`lostAnswer`) is said to be unknown, with 'Coba lagi': the same
 * press under the same key, whose answer the gateway gives as it gave the first (nothing is
 * read to find out). The screen keeps what was typed: nothing here touches its form. Render
 * <ConfirmFlowDialogs flow={…}/> for the dialogs.
 */
export function useConfirmFlow<Input, Result>(
  options: ConfirmFlowOptions<Input, Result>,
): ConfirmFlow<Input> {
  const [phase, setPhaseState] = useState<Phase<Input>>({ name: 'idle' });
  // Read synchronously by presses that come before the next render (a double click, a
  // press during the outcome's animation): only an idle flow starts.
  const phaseRef = useRef<Phase<Input>>(phase);
  const setPhase = useCallback((next: Phase<Input>) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  // Kept after their dialogs close, so each dialog keeps its words while it animates out.
  const [question, setQuestion] = useState<FlowQuestion | null>(null);
  const [alert, setAlert] = useState<FlowAlert | null>(null);
  const [failed, setFailed] = useState<Failed<Input> | null>(null);
  const acknowledged = useRef<(() => void) | null>(null);
  // A second press (or 'Coba lagi') can come before the re-render that disables the button.
  const once = useSendOnce();
  const isMounted = useIsMounted();
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const tell = useCallback(
    (told: FlowAlert) => {
      setAlert(told);
      setPhase({ name: 'told' });
    },
    [setPhase],
  );

  const send = useCallback(
    (input: Input, asked: boolean, press: FlowAttempt) =>
      once.send(async () => {
        setPhase({ name: 'sending', input, asked });
        const {
          send: request,
          success,
          failure,
          onSuccess,
          onFailure,
          onAcknowledged,
          lostAnswer,
        } = optionsRef.current;
        try {
          const result = await request(input, press);
          onSuccess?.(result, input);
          if (!isMounted.current) return;
          acknowledged.current = onAcknowledged ? () => onAcknowledged(result, input) : null;
          setFailed(null);
          const told = success(result, input);
          if (told) tell(told);
          else setPhase({ name: 'idle' });
        } catch (error) {
          // A lost answer is no failure: the gateway may have acted, so `onFailure` (a reload
          // after one) is not called, and the press's retries are told it went before.
          const lost = lostAnswer?.isLost(error) ? lostAnswer : null;
          if (!lost) onFailure?.(error, input);
          if (!isMounted.current) return;
          acknowledged.current = null;
          const again = lost ? { ...press, afterLostAnswer: true } : press;
          setFailed({ input, press: again, retryLabel: lost?.retryLabel ?? null });
          tell(lost ? lost.unknown(input) : failure(error, input));
        }
      }),
    [tell, setPhase, once.send],
  );

  /** A confirmed press: a new key, which its retries keep. */
  const sendNew = useCallback(
    (input: Input, asked: boolean) =>
      send(input, asked, { idempotencyKey: newIdempotencyKey(), afterLostAnswer: false }),
    [send],
  );

  const start = useCallback(
    (input: Input) => {
      // A flow that is asking, sending or telling is busy (phaseRef is set synchronously).
      if (phaseRef.current.name !== 'idle') return;
      const { refuse, question: ask } = optionsRef.current;
      const refusal = refuse?.(input) ?? null;
      if (refusal) {
        acknowledged.current = null;
        setFailed(null);
        tell(refusal);
        return;
      }
      if (!ask) {
        void sendNew(input, false);
        return;
      }
      setQuestion(ask(input));
      setPhase({ name: 'asking', input });
    },
    [sendNew, tell, setPhase],
  );

  const confirm = useCallback(() => {
    const current = phaseRef.current;
    if (current.name !== 'asking') return;
    void sendNew(current.input, true);
  }, [sendNew]);

  const cancel = useCallback(() => {
    if (phaseRef.current.name !== 'asking') return;
    setPhase({ name: 'idle' });
  }, [setPhase]);

  const dismiss = useCallback(() => {
    if (phaseRef.current.name !== 'told') return;
    setPhase({ name: 'idle' });
    const after = acknowledged.current;
    acknowledged.current = null;
    after?.();
  }, [setPhase]);

  const retry = useCallback(() => {
    if (failed === null) return;
    void send(failed.input, false, failed.press);
  }, [failed, send]);

  const pending = phase.name === 'asking' || phase.name === 'sending' ? phase.input : null;
  return {
    pending,
    isSending: phase.name === 'sending',
    start,
    confirm,
    cancel,
    dismiss,
    retry,
    dialogs: {
      question,
      // The question stays open, its button busy, while the confirmed request is sent.
      isAsking: phase.name === 'asking' || (phase.name === 'sending' && phase.asked),
      alert,
      isTelling: phase.name === 'told',
      canRetry: failed !== null,
      retryLabel: failed?.retryLabel ?? null,
    },
  };
}
