import { type SnapScriptConfig, snapScriptConfig } from './configuration';
import { createPaymentPort, type PaymentPort, type SnapLoader } from './paymentPort';
import { loadSnapScript } from './snapScript';

/** The gateway's own script for the build's client key; none without a key. */
export function snapScriptLoader(
  script: SnapScriptConfig | null = snapScriptConfig(),
): SnapLoader | null {
  return script ? () => loadSnapScript(script) : null;
}

// A build for a real gateway pays with its script (or, without a key, says it cannot).
let current: SnapLoader | null = snapScriptLoader();

/**
 * The one place the checkout's payment script is chosen: where a build pays otherwise, it is
 * set once at boot (a mock build: the demo's payment page, which only demo/mockBoot may
 * import), and the story kit sets it the same way. Returns the script it replaced.
 */
export function setPaymentScript(loader: SnapLoader | null): SnapLoader | null {
  const replaced = current;
  current = loader;
  return replaced;
}

/** The checkout's payment port, on whichever script is set when somebody pays. */
export const paymentPort: PaymentPort = {
  pay: (session) => createPaymentPort(current).pay(session),
};
