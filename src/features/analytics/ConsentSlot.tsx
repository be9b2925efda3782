import { startTransition, useEffect, useState } from 'react';
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
    // Safari has no requestIdleCallback: a short wait does the same there.
    const hasIdle = typeof requestIdleCallback === 'function';
    const idle = hasIdle
      ? requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 300);
    return () => {
      window.removeEventListener(PRIVACY_SETTINGS_EVENT, asked);
      if (hasIdle) cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return <Host isOpen={isOpen} />;
}
