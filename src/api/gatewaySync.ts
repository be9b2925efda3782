let catchUp: () => Promise<unknown> = () => Promise.resolve();

/**
 * Demo builds: each tab's embedded mock gateway holds the database in memory, saved after
 * every change. Before a tab asks as the customer another tab signed in, its mock rereads
 * what was saved there (the new token), or it would refuse the token with a 401
 * (app/mockBoot.ts registers the reread). A real gateway is one for every tab: nothing to
 * catch up. A module of its own: the shell waits on it without loading the API client.
 */
export function catchUpGatewayWith(reread: () => Promise<unknown>): void {
  catchUp = reread;
}

/** Resolves once this tab's gateway knows what other tabs changed (at once, but in a demo). */
export async function gatewayCaughtUp(): Promise<void> {
  try {
    await catchUp();
  } catch {
    // The mock keeps what it had: the calls that follow say what it does not know.
  }
}
