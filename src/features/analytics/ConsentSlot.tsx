import { onDemandPart, useInBrowser } from '@/ui';

/**
 * The notice's host, downloaded right after hydration: the pre-rendered HTML never holds it,
 * so hydration keeps the page as it was written and no tap on it is lost, and the first
 * load carries none of it. A failed download offers 'Coba lagi', as every part on demand.
 */
const Host = onDemandPart<{ isOpen: boolean }>(
  async () => (await import('./ConsentHost')).ConsentHost,
  { isOpen: (props) => props.isOpen },
);

export function ConsentSlot() {
  return <Host isOpen={useInBrowser()} />;
}
