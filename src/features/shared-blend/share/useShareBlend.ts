import { useRef, useState } from 'react';
import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { failureReason } from '@/api/failureReason';
import { useMutation } from '@/api/serverData';
import { isOffline } from '@/api/serverData/offline/connection';
import { type SharedBlend, sharedBlendMutations } from '@/api/sharedBlends';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { useSendOnce } from '@/ui';

export interface ShareValues {
  note: string;
  showSurname: boolean;
}

/**
 * Why the last press did not share: the gateway refused the note (said under it), the
 * shop is offline (nothing sent), or the call failed ('Coba lagi' sends the same press).
 */
export type ShareProblem =
  /** `note`: the text refused, whose message goes once the note is changed. */
  | { kind: 'note'; message: string; note: string }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

interface Press {
  values: ShareValues;
  idempotencyKey: string;
}

/**
 * 'Bagikan' (and saving a changed note): one POST per press under its own Idempotency-Key,
 * the button busy meanwhile; the gateway answers 201 the first time, 200 with the same slug
 * after. A failure keeps what was typed; 'Coba lagi' sends the same press under its key.
 */
export function useShareBlend(productCode: string, onShared: (shared: SharedBlend) => void) {
  const share = useMutation(sharedBlendMutations.share);
  const once = useSendOnce();
  const [problem, setProblem] = useState<ShareProblem | null>(null);
  const failedPress = useRef<Press | null>(null);

  const send = async (press: Press) => {
    if (isOffline()) {
      setProblem({ kind: 'offline' });
      return;
    }
    setProblem(null);
    const { values, idempotencyKey } = press;
    const note = values.note.trim();
    try {
      const shared = await once.send(() =>
        share(
          { productCode, note: note === '' ? null : note, showSurname: values.showSurname },
          { errorDisplay: 'caller', idempotencyKey },
        ),
      );
      if (!shared) return;
      failedPress.current = null;
      onShared(shared);
    } catch (error) {
      failedPress.current = press;
      if (error instanceof ApiError && error.status === 400) {
        setProblem({ kind: 'note', message: failureReason(error), note: values.note });
      } else if (error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS) {
        setProblem({ kind: 'offline' });
      } else {
        setProblem({ kind: 'failed', message: failureReason(error) });
      }
    }
  };

  return {
    isSending: once.isSending,
    problem,
    submit: (values: ShareValues) => send({ values, idempotencyKey: newIdempotencyKey() }),
    retry: () => {
      if (failedPress.current) void send(failedPress.current);
    },
  };
}
