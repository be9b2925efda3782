import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useServerData } from '@/api/serverData';
import { sharedBlendQueries } from '@/api/sharedBlends';
import { isAuthenticatedAtom } from '@/state/session';
import { Button, cx, layout } from '@/ui';
import styles from './ShareBlendDialog.module.css';
import { blendToShare, type ShareableLine } from './shareableBlend';
import { ShareBlendDialogOnDemand } from './shareBlendDialogOnDemand';
import { shareTexts as texts } from './texts';

/**
 * 'Bagikan blend ini' on a blend the signed-in customer owns (the cart's blend window, their
 * order's page); a blend shared already says so, and its button opens the same dialog with
 * its address.
 */
export function ShareBlendButton({ line, className }: { line: ShareableLine; className?: string }) {
  const isSignedIn = useAtomValue(isAuthenticatedAtom);
  const mine = useServerData(isSignedIn ? sharedBlendQueries.mine : null);
  const [isOpen, setOpen] = useState(false);
  if (!isSignedIn) return null;
  const isShared = mine.data?.some((shared) => shared.productCode === line.product.code) ?? false;
  return (
    <div className={cx(layout.cluster, styles.centred, className)}>
      {isShared && <p className={styles.said}>{texts.isShared}</p>}
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setOpen(true)}
        onHoverStart={ShareBlendDialogOnDemand.preload}
      >
        {isShared ? texts.manage : texts.open}
      </Button>
      <ShareBlendDialogOnDemand blend={blendToShare(line)} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}
