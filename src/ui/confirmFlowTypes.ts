import type { ReactNode } from 'react';
import type { FeedbackKind } from './FeedbackIcon';

// What useConfirmFlow is given and gives back; the hook itself is in ./useConfirmFlow.

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

/** What a send gets besides its input. */
export interface FlowAttempt {
  /**
   * The key of the confirmed press this send belongs to (gateway.yaml, 'Idempotency-Key'):
   * new for each press, the same for every retry of it, so a creating call whose answer was
   * lost can be sent again without creating twice: the gateway answers its first answer again.
   */
  idempotencyKey: string;
  /**
   * An earlier send of this press lost its answer, so the gateway may have carried it out: a
   * removal it answers as already gone (404) was then carried out by that send.
   */
  afterLostAnswer: boolean;
}

/**
 * A call whose answer never came (a timeout, a dropped connection): the gateway may have
 * carried it out. The flow says the outcome is not known and offers 'Coba lagi', which sends
 * the same press again under the same key; the gateway's answer to it says what happened.
 */
export interface LostAnswer<Input> {
  /** The failure is one whose outcome is unknown (the api's `isAnswerLost`). */
  isLost: (error: unknown) => boolean;
  /** What is said: the outcome is not known yet, and the same press can be sent again. */
  unknown: (input: Input) => FlowAlert;
  /** The label of that retry, offered whatever the screen offers after other failures. */
  retryLabel: string;
}

export interface ConfirmFlowOptions<Input, Result> {
  /** The one request of a confirmed press; the attempt's key goes with a creating call. */
  send: (input: Input, attempt: FlowAttempt) => Promise<Result>;
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
  /** After the request failed (not a lost answer), even when the screen was left meanwhile. */
  onFailure?: (error: unknown, input: Input) => void;
  /** The success alert was acknowledged: e.g. go back to where the shopper came from. */
  onAcknowledged?: (result: Result, input: Input) => void;
  /** A call that may be carried out although its answer is lost: what to say then. */
  lostAnswer?: LostAnswer<Input>;
}

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
  /** After a failure: the same input sent again under the same key, without asking again. */
  retry: () => void;
  /** The dialogs' state, for ConfirmFlowDialogs. */
  dialogs: {
    question: FlowQuestion | null;
    isAsking: boolean;
    alert: FlowAlert | null;
    isTelling: boolean;
    canRetry: boolean;
    /** The flow's own retry label (a lost answer's), offered whatever the screen offers. */
    retryLabel: string | null;
  };
}
