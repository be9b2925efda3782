import { activateCustomer } from '@/api/customer';
import { useServerData } from '@/api/serverData';

/**
 * Activations under way, by alias. Following the link changes the account, so a second
 * mount of the screen (React's StrictMode, a quick re-render) joins the request already
 * sent instead of sending another that would answer "already active".
 */
const underWay = new Map<string, Promise<void>>();

function activateOnce(alias: string): Promise<void> {
  const running = underWay.get(alias);
  if (running) return running;
  // Not abortable on purpose: once sent, the outcome is what the screen must show.
  const request = activateCustomer(alias, { errorDisplay: 'caller' }).finally(() =>
    underWay.delete(alias),
  );
  underWay.set(alias, request);
  return request;
}

/** Activates the account of an e-mailed link (SPEC §2: /Activation/{alias}). */
export function useActivation(alias: string) {
  return useServerData({ key: `activation:${alias}`, load: () => activateOnce(alias) });
}
