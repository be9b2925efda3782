import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import { onDemandPart } from '@/ui';
import { PRIVACY_SETTINGS_EVENT } from './privacySettings';

/**
 * The notice's host, downloaded once the page is idle after hydration: the pre-rendered HTML
 * never holds it, so hydration keeps the page as it was written, and a press made while the
 * page is still hydrating is not lost to the notice's render (a phone's 'Masuk dengan Google'
 * was, when the notice mounted with hydration's first client render). The first load carries
 * none of it; a failed download offers 'Coba lagi', as every part on demand.
 */
const Host = onDemandPart<{ isOpen: boolean }>(
  async () => (await import('./ConsentHost')).ConsentHost,
  { isOpen: (props) => props.isOpen, loadsAfterRender: false },
);

export function ConsentSlot() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const start = () => startTransition(() => setOpen(true));
    // 'Pengaturan privasi' pressed before then: the host comes at once and reads the press.
    const asked = () => setOpen(true);
    window.addEventListener(PRIVACY_SETTINGS_EVENT, asked);
    const cancel = whenIdle(start);
    return () => {
      window.removeEventListener(PRIVACY_SETTINGS_EVENT, asked);
      cancel();
    };
  }, []);
  return <Host isOpen={isOpen} />;
}
