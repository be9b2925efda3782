import { atom } from 'jotai';
import { readJson, remove, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { sessionAtom } from '@/state/session';
import { type Blend, EMPTY_BLEND, storedBlend } from './blend';
import { isBlendEmpty } from './blendRules';

/**
 * The blend the tab's session storage holds, or a fresh one. Storage is untrusted (another
 * release, a curious shopper, a script): anything the schema refuses starts afresh.
 */
function readStoredBlend(): Blend {
  return readJson(STORAGE_KEYS.blend, storedBlend, 'session') ?? EMPTY_BLEND;
}

/** Keeps the blend for a reload of the tab; an empty blend leaves nothing behind. */
function storeBlend(blend: Blend): void {
  if (isBlendEmpty(blend)) remove(STORAGE_KEYS.blend, 'session');
  else writeJson(STORAGE_KEYS.blend, blend, 'session');
}

/**
 * Null until the first change, so each Jotai store reads storage when first asked (a story,
 * a test). A change belongs to the session it was made in: after logout (which clears the
 * session storage) or another login, the blend is read afresh, never handed on.
 */
const changedBlendAtom = atom<{ blend: Blend; accessToken: string | null } | null>(null);

export type BlendUpdate = Blend | ((blend: Blend) => Blend);

/** The blend in progress (SPEC §2 Custom blend), kept in session storage across reloads. */
export const blendAtom = atom(
  (get) => {
    const { accessToken } = get(sessionAtom);
    const changed = get(changedBlendAtom);
    return changed !== null && changed.accessToken === accessToken
      ? changed.blend
      : readStoredBlend();
  },
  (get, set, update: BlendUpdate) => {
    const current = get(blendAtom);
    const next = typeof update === 'function' ? update(current) : update;
    if (next === current) return;
    set(changedBlendAtom, { blend: next, accessToken: get(sessionAtom).accessToken });
    storeBlend(next);
  },
);
