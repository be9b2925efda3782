import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import type {
  ConfirmFlow,
  ConfirmFlowOptions,
  FlowAlert,
  FlowAttempt,
  FlowQuestion,
  LostAnswer,
} from './confirmFlowTypes';
import { useSendOnce } from './useSendOnce';

export type { ConfirmFlow, FlowAlert } from './confirmFlowTypes';

type Phase<Input> =
  | { name: 'idle' }
  | { name: 'asking'; input: Input }
  | { name: 'sending'; input: Input; asked: boolean }
  | { name: 'checking' }
  | { name: 'told' };

/** A press: its key, and the read its lost answer's look compares with (undefined: not started). */
interface Press extends FlowAttempt {
  before?: Promise<unknown>;
}

/** What 'Coba lagi' sends again: the same input under the same press. */
interface Failed<Input> {
  input: Input;
  press: Press;
  /** The flow's own retry label (a lost answer's), or null for the screen's. */
  retryLabel: string | null;
}

/**
 * What a lost answer's look will compare with, read before the press's first send; a failure
 * to read it does not stop the send (the look is told it has nothing to compare with).
 */
function readBefore<Input>(lost: LostAnswer<Input> | undefined, input: Input): Promise<unknown> {
  return lost?.before ? lost.before(input).catch(() => null) : Promise.resolve(null);
}

/**
 * The one confirm → send once → tell flow (SPEC §8's dialogs) every mutation uses: asks,
 * disables while sending, sends exactly one request however often a button is pressed,
 * tells how it went with the caller's texts, and offers a retry of the same input after a
 * failure. Each confirmed press gets its idempotency key, which its retries reuse. A creating
 * call whose answer was lost (`lostAnswer`) is said to be unknown, looked up, and then told as
 * found or offered again under the same key. The screen keeps what was typed: nothing here
 * touches its form. Render <ConfirmFlowDialogs flow={…}/> for the dialogs.
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
  const isMounted = useRef(true);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const tell = useCallback(
    (told: FlowAlert) => {
      setAlert(told);
      setPhase({ name: 'told' });
    },
    [setPhase],
  );

  /** The answer was lost: say so, look, then tell what was found or offer the same press again. */
  const settleLost = useCallback(
    async (lost: LostAnswer<Input>, input: Input, press: Press) => {
      acknowledged.current = null;
      setFailed(null);
      setAlert(lost.checking(input));
      setPhase({ name: 'checking' });
      let found: FlowAlert | null = null;
      let lookFailed = false;
      try {
        found = lost.look ? await lost.look(input, (await press.before) ?? null) : null;
      } catch {
        lookFailed = true;
      }
      if (!isMounted.current) return;
      if (found) {
        const { onFoundAcknowledged: after } = lost;
        acknowledged.current = after ? () => after(input) : null;
        tell(found);
        return;
      }
      setFailed({ input, press, retryLabel: lost.retryLabel });
      tell(lost.unknown(input, lookFailed || !lost.look));
    },
    [tell, setPhase],
  );

  const send = useCallback(
    (input: Input, asked: boolean, press: Press) =>
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
          // Started when the question opened, so the shopper's reading time pays for it.
          press.before ??= readBefore(lostAnswer, input);
          await press.before;
          const result = await request(input, { idempotencyKey: press.idempotencyKey });
          onSuccess?.(result, input);
          if (!isMounted.current) return;
          acknowledged.current = onAcknowledged ? () => onAcknowledged(result, input) : null;
          setFailed(null);
          const told = success(result, input);
          if (told) tell(told);
          else setPhase({ name: 'idle' });
        } catch (error) {
          if (lostAnswer?.isLost(error)) {
            await settleLost(lostAnswer, input, press);
            return;
          }
          onFailure?.(error, input);
          if (!isMounted.current) return;
          acknowledged.current = null;
          setFailed({ input, press, retryLabel: null });
          tell(failure(error, input));
        }
      }),
    [tell, setPhase, settleLost, once.send],
  );

  // The lost-answer look's comparison read, started as the question opens (see confirm).
  const earlyBefore = useRef<Promise<unknown> | undefined>(undefined);

  /** A confirmed press: a new key, which its retries keep. */
  const sendNew = useCallback(
    (input: Input, asked: boolean, before?: Promise<unknown>) =>
      send(input, asked, { idempotencyKey: newIdempotencyKey(), before }),
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
      earlyBefore.current = readBefore(optionsRef.current.lostAnswer, input);
      setQuestion(ask(input));
      setPhase({ name: 'asking', input });
    },
    [sendNew, tell, setPhase],
  );

  const confirm = useCallback(() => {
    const current = phaseRef.current;
    if (current.name !== 'asking') return;
    const before = earlyBefore.current;
    earlyBefore.current = undefined;
    void sendNew(current.input, true, before);
  }, [sendNew]);

  const cancel = useCallback(() => {
    if (phaseRef.current.name !== 'asking') return;
    earlyBefore.current = undefined;
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
    isSending: phase.name === 'sending' || phase.name === 'checking',
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
      isTelling: phase.name === 'told' || phase.name === 'checking',
      isChecking: phase.name === 'checking',
      canRetry: failed !== null,
      retryLabel: failed?.retryLabel ?? null,
    },
  };
}
