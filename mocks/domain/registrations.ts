import { db } from '../store/collections';
import { HOUR_MS } from './time';

// An account registered with a password waits for its e-mailed activation link. It does not
// hold its phone or e-mail for ever: 24 hours after registering, one still inactive is gone
// (its link with it), and a new registration with the same phone or e-mail replaces it
// (mocks/handlers/registration.ts), so a stranger's registration never keeps the owner out.

export const ACTIVATION_WINDOW_MS = 24 * HOUR_MS;

/** Drops the accounts that registered 24 hours ago or more and were never activated. */
export function dropExpiredRegistrations(now = Date.now()): void {
  db.customers.deleteMany((q) =>
    q.where({
      isInActive: true,
      registeredAt: (at) => at <= now - ACTIVATION_WINDOW_MS,
    }),
  );
}
