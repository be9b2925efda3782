import { useState } from 'react';
import { Button } from '@/ui';
import styles from './UpdatePrompt.module.css';

const updatePromptTexts = {
  available: 'Versi baru tersedia',
  reload: 'Muat ulang',
};

export interface UpdatePromptProps {
  /** Asks the waiting version to take over; the page reloads once it has (register.ts). */
  onReload: () => void;
}

/**
 * 'Versi baru tersedia · Muat ulang': a new version of the shop is installed and waits. A
 * status, announced politely, at the bottom of the screen; the page only reloads when the
 * shopper presses 'Muat ulang' (never by itself: a checkout in progress stays as it is).
 */
export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  const [isReloading, setReloading] = useState(false);
  return (
    <div role="status" className={styles.prompt}>
      <span className={styles.text}>{updatePromptTexts.available}</span>
      <span aria-hidden="true" className={styles.dot}>
        ·
      </span>
      <Button
        size="sm"
        variant="secondary"
        isLoading={isReloading}
        onPress={() => {
          setReloading(true);
          onReload();
        }}
      >
        {updatePromptTexts.reload}
      </Button>
    </div>
  );
}
