import { recordSchema } from '@/lib/json';
import { clearAllClientState, readJson, remove, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { ApiError, type GlobalErrorBus, globalErrors } from './errors';

// Why the session ended, kept across the reload that ends it (SPEC §8, 401).

interface SignedOutNotice {
  status: number;
  message: string;
}

const signedOutNoticeSchema = recordSchema<SignedOutNotice>(({ status, message }) =>
  typeof status === 'number' && typeof message === 'string' ? { status, message } : null,
);

/** Keeps why the session ended across the reload that ends it (SPEC §8, 401). */
function rememberSignedOutNotice(reason: ApiError): void {
  writeJson(
    STORAGE_KEYS.signedOutNotice,
    { status: reason.status, message: reason.userMessage },
    'session',
  );
}

/**
 * Shows the kept reason once, on the first page after the reload: the notice is taken out
 * of storage before it is published, so a second call (or a second reload) shows nothing.
 */
export function publishSignedOutNotice(bus: Pick<GlobalErrorBus, 'publish'> = globalErrors): void {
  const notice = readJson(STORAGE_KEYS.signedOutNotice, signedOutNoticeSchema, 'session');
  if (notice === null) return;
  remove(STORAGE_KEYS.signedOutNotice, 'session');
  bus.publish(
    new ApiError({
      status: notice.status,
      error: 'signed_out',
      description: '',
      userMessage: notice.message,
    }),
  );
}

const reloadedSchema = {
  safeParse: (input: unknown) =>
    input === true ? { success: true as const, data: true } : { success: false as const },
};

const endedInPlace = new Set<() => void>();

/**
 * Calls back when a 401 ends the session without reloading the page (the second of one
 * episode, below): the app then shows the shopper signed out. Returns the unsubscribe.
 */
export function onSessionEndedInPlace(listener: () => void): () => void {
  endedInPlace.add(listener);
  return () => endedInPlace.delete(listener);
}

/**
 * SPEC §8, a 401 on the customer's token: everything the shop keeps is cleared and the page
 * reloads at home, where the reason is told. At most once per episode: a 401 that comes after
 * that reload, before the customer signed in again (session.ts ends the episode), means the
 * page would only meet it again (a cookie planted again by a sibling host), so the session
 * ends in place: the shopper sees the signed-out shop and the same notice, and the page never
 * reloads in a loop. A call that merely succeeds with a token does not end the episode: a
 * public call (the catalogue) succeeds with any token, a planted one included.
 */
export function endSessionAfterRefusal(
  reason: ApiError,
  {
    reload = () => window.location.assign('/'),
    bus = globalErrors,
  }: { reload?: () => void; bus?: Pick<GlobalErrorBus, 'publish'> } = {},
): void {
  const reloadedAlready = readJson(STORAGE_KEYS.reloadedForSignOut, reloadedSchema, 'session');
  clearAllClientState();
  if (reloadedAlready) {
    for (const listener of endedInPlace) listener();
    // After the listeners, which may clear storage again: the episode is not over.
    writeJson(STORAGE_KEYS.reloadedForSignOut, true, 'session');
    bus.publish(reason);
    return;
  }
  writeJson(STORAGE_KEYS.reloadedForSignOut, true, 'session');
  rememberSignedOutNotice(reason);
  reload();
}
