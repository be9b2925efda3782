import { createContext } from 'react';
import type { SnapLoader } from './paymentPort';
import { loadSnapScript, type SnapScriptConfig, snapScriptConfig } from './snapScript';

/**
 * Which Snap the checkout pays with. A mock build pays on the demo's offline dialog, which
 * app/ hands the checkout (`loadMockSnap`: only app/mockBoot may import the mock); the flag
 * is a constant, so a production build drops that branch. Otherwise the gateway's script
 * when a client key is configured, and none without one.
 */
export function snapLoaderFor(
  loadMockSnap: SnapLoader | undefined,
  script: SnapScriptConfig | null = snapScriptConfig(),
): SnapLoader | null {
  if (import.meta.env.VITE_USE_MOCKS === 'true' && loadMockSnap) return loadMockSnap;
  if (script) return () => loadSnapScript(script);
  return null;
}

/**
 * Puts another Snap in place of the build's (undefined: the build's own). Stories use it to
 * show a payment script that cannot be reached, which no mock build can otherwise produce.
 */
export const PaymentScriptContext = createContext<SnapLoader | null | undefined>(undefined);
