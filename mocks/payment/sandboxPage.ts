import type { SnapResult } from '@/api/orders';
import { SANDBOX_MESSAGE, type SandboxPaymentMessage } from './protocol';
import { installMockSnap } from './snap';

// The payment page of the HTTP mock's sandbox (mocks/server/sandboxPayment.ts), in the
// iframe its snap.js opens over the shop, as Midtrans's sandbox pages sit in Snap's iframe:
// the demo's payment dialog on the provider's own origin, which tells the shop's page how
// it ended by postMessage. `?parent=` is the shop's origin; nothing else receives it.

const token = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
const parentOrigin = new URLSearchParams(window.location.search).get('parent') ?? '';

function tell(outcome: SandboxPaymentMessage['outcome'], result: SnapResult | null) {
  const message: SandboxPaymentMessage = { type: SANDBOX_MESSAGE, outcome, result };
  window.parent.postMessage(message, parentOrigin);
}

// 'Buka aplikasi e-wallet' leaves the shop's whole page, not this frame, as a payment app's
// return to the Finish URL does (a cross-origin frame may set the top page's address on a press).
const leaveShop = (address: string) => {
  if (window.top) window.top.location.href = new URL(address, parentOrigin).href;
};

installMockSnap(leaveShop).pay(token, {
  onSuccess: (result) => tell('success', result),
  onPending: (result) => tell('pending', result),
  onError: (result) => tell('error', result),
  onClose: () => tell('close', null),
});
