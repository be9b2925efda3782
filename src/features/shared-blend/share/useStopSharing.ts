import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { useMutation } from '@/api/serverData';
import { isOffline } from '@/api/serverData/offline/connection';
import { isSharedBlendGone, sharedBlendMutations } from '@/api/sharedBlends';
import { useConfirmFlow } from '@/ui';
import { shareTexts } from './texts';

const texts = shareTexts.stop;

/**
 * 'Berhenti membagikan': asked first, then DELETE; the dialog itself says it is done. An
 * address already gone (taken down in another tab) is what was asked for.
 */
export function useStopSharing(onStopped: (slug: string) => void) {
  const unshare = useMutation(sharedBlendMutations.unshare);
  const offline = () => ({
    kind: 'warning' as const,
    title: texts.offlineTitle,
    message: texts.offline,
  });
  return useConfirmFlow<string, void>({
    refuse: () => (isOffline() ? offline() : null),
    question: () => ({
      title: texts.title,
      message: texts.question,
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async (slug) => {
      try {
        await unshare(slug, { errorDisplay: 'caller' });
      } catch (error) {
        if (!isSharedBlendGone(error)) throw error;
      }
    },
    success: () => null,
    onSuccess: (_done, slug) => onStopped(slug),
    failure: (error) =>
      error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS
        ? offline()
        : { kind: 'error', title: texts.failedTitle, message: texts.failed },
  });
}
