import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { ApiError } from '@/api/errors';
import { useServerData } from '@/api/serverData';
import { isSharedBlendGone, sharedBlendQueries } from '@/api/sharedBlends';
import { REMIX_PARAM } from '@/lib/paths';
import { blendFingerprint } from '../blend';
import { blendAtom } from '../blendAtom';
import { isBlendEmpty } from '../blendRules';
import { type Remix, remixOf } from '../remix';

/** Where filling the builder from a shared blend stands, as the builder tells it. */
export type RemixState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: ApiError; retry: () => void }
  /** A different blend is in progress: replace it (`confirm`) or keep it (`keep`)? */
  | { kind: 'asking'; name: string; confirm: () => void; keep: () => void }
  | { kind: 'filled'; name: string; maker: string; missing: string[] }
  | { kind: 'kept'; name: string }
  | { kind: 'gone' };

type Settled = Extract<RemixState, { kind: 'filled' | 'kept' | 'gone' }>;

const filled = ({ name, maker }: { name: string; maker: string }, { missing }: Remix): Settled => ({
  kind: 'filled',
  name,
  maker,
  missing,
});

/**
 * 'Racik ulang' (issue 39): the builder's address names a shared blend (`?racik=<slug>`,
 * hrefs.remixBlend), read once: its composition and packaging fill the builder, at once when
 * it holds nothing or the same blend, after asking when it holds another; a blend no longer
 * shared leaves the builder as it is. Once settled the slug leaves the address, so a reload
 * or going back does not fill it again.
 */
export function useRemix(): RemixState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [slug] = useState(() => searchParams.get(REMIX_PARAM)?.trim() || null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [blend, setBlend] = useAtom(blendAtom);
  const shared = useServerData(
    slug !== null && settled === null ? sharedBlendQueries.bySlug(slug) : null,
  );
  const remix = useMemo(() => (shared.data ? remixOf(shared.data) : null), [shared.data]);
  const isAnother =
    remix !== null &&
    !isBlendEmpty(blend) &&
    blendFingerprint(blend) !== blendFingerprint(remix.blend);

  // Settles once, when the shared blend arrives (or is gone): not on every render after.
  useEffect(() => {
    if (settled !== null) return;
    if (shared.data && remix && !isAnother) {
      setBlend(remix.blend);
      setSettled(filled(shared.data, remix));
    } else if (shared.status === 'error' && isSharedBlendGone(shared.error)) {
      setSettled({ kind: 'gone' });
    }
  }, [settled, shared.data, shared.status, shared.error, remix, isAnother, setBlend]);

  const isInAddress = searchParams.has(REMIX_PARAM);
  useEffect(() => {
    if (settled === null || !isInAddress) return;
    setSearchParams(
      (params) => {
        params.delete(REMIX_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [settled, isInAddress, setSearchParams]);

  // Filled, then reset by the shopper: there is nothing filled to tell of any more.
  if (settled?.kind === 'filled' && isBlendEmpty(blend)) return { kind: 'none' };
  if (settled !== null) return settled;
  if (slug === null) return { kind: 'none' };
  if (shared.data && remix && isAnother) {
    const { data } = shared;
    return {
      kind: 'asking',
      name: data.name,
      confirm: () => {
        setBlend(remix.blend);
        setSettled(filled(data, remix));
      },
      keep: () => setSettled({ kind: 'kept', name: data.name }),
    };
  }
  if (shared.status === 'error' && !isSharedBlendGone(shared.error)) {
    return { kind: 'failed', error: shared.error, retry: shared.retry };
  }
  return { kind: 'loading' };
}
