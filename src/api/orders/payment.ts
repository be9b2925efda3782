// The payment gateway's script (Midtrans Snap) as the storefront sees it: `window.snap`
// once the script has loaded. The real script and the demo's offline stand-in
// (mocks/payment/snap.ts) both have this shape, so the checkout's payment port works with
// either. Types only: nothing here loads a script.

/**
 * What the script hands a callback. The storefront trusts only the order's status from the
 * gateway (GET /api/Transaction/{alias}), never this alone.
 */
export interface SnapResult {
  order_id: string;
  /** 'settlement' (paid), 'pending', 'deny', ... as Midtrans names them. */
  transaction_status: string;
  /** '200' paid, '201' pending, '202' denied, as Midtrans sends them (text). */
  status_code: string;
  status_message?: string;
  transaction_id?: string;
  gross_amount?: string;
  payment_type?: string;
  transaction_time?: string;
}

/** One of them fires when the payment ends; onClose when the shopper closed it unpaid. */
export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
}

export interface Snap {
  /** Opens the payment for a PaymentSession's token. */
  pay(token: string, callbacks?: SnapCallbacks): void;
}
