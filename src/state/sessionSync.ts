/**
 * Tells the shop's other tabs that the customer logged out. The cookies are shared, but a
 * tab already open keeps showing the customer's cart and profile until it is told.
 */
const CHANNEL_NAME = 'kopi-session';
const SIGNED_OUT = 'signed-out';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

export function announceSignOut(): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(SIGNED_OUT);
  channel.close();
}

/** Calls back when another tab logs out; returns the unsubscribe. */
export function onSignOutElsewhere(signedOut: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) signedOut();
  };
  return () => channel.close();
}
