/**
 * Tells the shop's other tabs that the customer signed in or logged out. The cookies are
 * shared, but a tab already open keeps showing the guest's header (or the customer's cart
 * and profile) until it is told. Only what happened is said, never a token: the tab told
 * reads the session from the cookies, as a new page would.
 */
const CHANNEL_NAME = 'kopi-session';

export type SessionChange = 'signed-in' | 'signed-out';

interface SessionMessage {
  change: SessionChange;
  /** The announcing tab: its own listener, on another channel object, hears it too. */
  from: string;
}

let tabId: string | undefined;
function thisTab(): string {
  tabId ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return tabId;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

function announce(change: SessionChange): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ change, from: thisTab() } satisfies SessionMessage);
  channel.close();
}

export function announceSignOut(): void {
  announce('signed-out');
}

export function announceSignIn(): void {
  announce('signed-in');
}

function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { change, from } = data as Record<string, unknown>;
  return (change === 'signed-in' || change === 'signed-out') && typeof from === 'string';
}

/** Calls back when another tab signs in or logs out; returns the unsubscribe. */
export function onSessionElsewhere(changed: (change: SessionChange) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent) => {
    if (isSessionMessage(event.data) && event.data.from !== thisTab()) changed(event.data.change);
  };
  return () => channel.close();
}
