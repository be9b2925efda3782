import { readJson, remove, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { ApiError, type GlobalErrorBus, globalErrors } from './errors';

// Why the session ended, kept across the reload that ends it (SPEC §8, 401).

interface SignedOutNotice {
  status: number;
  message: string;
}

const signedOutNoticeSchema = {
  safeParse(input: unknown): { success: true; data: SignedOutNotice } | { success: false } {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { status, message } = input as Record<string, unknown>;
    return typeof status === 'number' && typeof message === 'string'
      ? { success: true, data: { status, message } }
      : { success: false };
  },
};

/** Keeps why the session ended across the reload that ends it (SPEC §8, 401). */
export function rememberSignedOutNotice(reason: ApiError): void {
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
