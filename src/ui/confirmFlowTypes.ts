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
   * lost can be sent again without creating twice.
   */
  idempotencyKey: string;
}

/**
 * A creating call whose answer never came (a timeout, a dropped connection): the gateway may
 * have carried it out. The flow says the outcome is not known yet, looks on the gateway, and
 * then tells what it found, or offers the retry with the same key.
 */
export interface LostAnswer<Input> {
  /** The failure is one whose outcome is unknown (the api's `isAnswerLost`). */
  isLost: (error: unknown) => boolean;
  /**
   * Before the first send of a press: what the look compares with afterwards (the cart as
   * it was, the outstanding orders). Its failure does not stop the send: the look is then
   * given null.
   */
  before?: (input: Input) => Promise<unknown>;
  /**
   * Looks for what the lost answer made and, when it is there, does what a success does and
   * returns what to tell ('Pesananmu sudah dibuat' with a link); null when it is not there.
   * Throws when the gateway cannot be asked. Without it, the retry is offered at once.
   */
  look?: (input: Input, before: unknown) => Promise<FlowAlert | null>;
  /** What was found was acknowledged: what `onAcknowledged` does after a success. */
  onFoundAcknowledged?: (input: Input) => void;
  /** Said while looking: the outcome is not known yet. */
  checking: (input: Input) => FlowAlert;
  /** Not found (`lookFailed` false) or not known (true): the retry with the same key is offered. */
  unknown: (input: Input, lookFailed: boolean) => FlowAlert;
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
  /** A creating call: what to do when its answer is lost. */
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
    /** The alert says the outcome is not known yet while the gateway is asked. */
    isChecking: boolean;
    canRetry: boolean;
    /** The flow's own retry label (a lost answer's), offered whatever the screen offers. */
    retryLabel: string | null;
  };
}
