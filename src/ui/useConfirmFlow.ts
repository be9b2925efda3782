import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackKind } from './FeedbackIcon';
import { useSendOnce } from './useSendOnce';

/** What the shopper is asked before the action ('Kamu yakin?' ... 'Ya, Tambahkan'). */
export interface FlowQuestion {
  title?: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
}

/** What the shopper is told afterwards ('Berhasil!', 'Gagal!', 'Ooops, Login terlebih dahulu!'). */
export interface FlowAlert {
  kind: FeedbackKind;
  title: string;
  message?: ReactNode;
}

export interface ConfirmFlowOptions<Input, Result> {
  /** The one request of a confirmed press. */
  send: (input: Input) => Promise<Result>;
  /** The question, or none for an action that needs no confirmation (a form's save). */
  question?: (input: Input) => FlowQuestion;
  /** What the shopper is told; null when the screen itself shows the outcome (a QR code). */
  success: (result: Result, input: Input) => FlowAlert | null;
  failure: (error: unknown, input: Input) => FlowAlert;
  /**
   * Refuses before asking, e.g. a guest adding to the cart: the alert is shown instead and
   * nothing is sent. Null lets the flow go on.
   */
  refuse?: (input: Input) => FlowAlert | null;
  /**
   * After the request succeeded, even when the screen was left meanwhile (the server did
   * change): invalidate what it changed, update shared state.
   */
  onSuccess?: (result: Result, input: Input) => void;
  /** After the request failed, even when the screen was left meanwhile. */
  onFailure?: (error: unknown, input: Input) => void;
  /** The success alert was acknowledged: e.g. go back to where the shopper came from. */
  onAcknowledged?: (result: Result, input: Input) => void;
}

type Phase<Input> =
  | { name: 'idle' }
  | { name: 'asking'; input: Input }
  | { name: 'sending'; input: Input; asked: boolean }
  | { name: 'told' };

export interface ConfirmFlow<Input> {
  /** The input being asked about or sent, e.g. to show which card's button is busy. */
  pending: Input | null;
  isSending: boolean;
  /** The action was requested (a button, a valid form): refuse, ask, or send at once. */
  start: (input: Input) => void;
  confirm: () => void;
  cancel: () => void;
  /** The alert was acknowledged. */
  dismiss: () => void;
  /** After a failure: the same input sent again, without asking again. */
  retry: () => void;
  /** The dialogs' state, for ConfirmFlowDialogs. */
  dialogs: {
    question: FlowQuestion | null;
    isAsking: boolean;
    alert: FlowAlert | null;
    isTelling: boolean;
    canRetry: boolean;
  };
}

/**
 * The one confirm → send once → tell flow (SPEC §8's dialogs) every mutation uses: asks,
 * disables while sending, sends exactly one request however often a button is pressed,
 * tells how it went with the caller's texts, and offers a retry of the same input after a
 * failure. The screen keeps what was typed: nothing here touches its form. Render
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
  const [failedInput, setFailedInput] = useState<{ input: Input } | null>(null);
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

  const send = useCallback(
    (input: Input, asked: boolean) =>
      once.send(async () => {
        setPhase({ name: 'sending', input, asked });
        const {
          send: request,
          success,
          failure,
          onSuccess,
          onFailure,
          onAcknowledged,
        } = optionsRef.current;
        try {
          const result = await request(input);
          onSuccess?.(result, input);
          if (!isMounted.current) return;
          acknowledged.current = onAcknowledged ? () => onAcknowledged(result, input) : null;
          setFailedInput(null);
          const told = success(result, input);
          if (told) tell(told);
          else setPhase({ name: 'idle' });
        } catch (error) {
          onFailure?.(error, input);
          if (!isMounted.current) return;
          acknowledged.current = null;
          setFailedInput({ input });
          tell(failure(error, input));
        }
      }),
    [tell, setPhase, once.send],
  );

  const start = useCallback(
    (input: Input) => {
      // A flow that is asking, sending or telling is busy (phaseRef is set synchronously).
      if (phaseRef.current.name !== 'idle') return;
      const { refuse, question: ask } = optionsRef.current;
      const refusal = refuse?.(input) ?? null;
      if (refusal) {
        acknowledged.current = null;
        setFailedInput(null);
        tell(refusal);
        return;
      }
      if (!ask) {
        void send(input, false);
        return;
      }
      setQuestion(ask(input));
      setPhase({ name: 'asking', input });
    },
    [send, tell, setPhase],
  );

  const confirm = useCallback(() => {
    const current = phaseRef.current;
    if (current.name === 'asking') void send(current.input, true);
  }, [send]);

  const cancel = useCallback(() => {
    if (phaseRef.current.name === 'asking') setPhase({ name: 'idle' });
  }, [setPhase]);

  const dismiss = useCallback(() => {
    if (phaseRef.current.name !== 'told') return;
    setPhase({ name: 'idle' });
    const after = acknowledged.current;
    acknowledged.current = null;
    after?.();
  }, [setPhase]);

  const retry = useCallback(() => {
    if (failedInput === null) return;
    void send(failedInput.input, false);
  }, [failedInput, send]);

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
      canRetry: failedInput !== null,
    },
  };
}
