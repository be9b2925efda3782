import { onDemand } from '@/lib/onDemand';
import { readConsent } from './consent';
import type { AnalyticsEvent } from './events';

/** The GA4 side (item mapping, gtag and its loader), downloaded with the first event measured. */
const loadGtag = onDemand(() => import('./gtag'));

/**
 * The one call features make: synchronous, and before 'Terima' (or after 'Tolak') it
 * returns at once, queuing nothing and downloading nothing. After 'Terima' the event goes
 * to `window.dataLayer` through gtag('event', …); a failed download loses that event only.
 */
export function track(event: AnalyticsEvent): void {
  if (readConsent() !== 'granted') return;
  loadGtag()
    .then((gtag) => {
      // The answer may have changed while the code downloaded.
      if (readConsent() === 'granted') gtag.sendEvent(event);
    })
    .catch(() => undefined);
}

/** After 'Tolak': GA told to stop (if it was loaded) and its cookies deleted. */
export function forgetAnalytics(): void {
  loadGtag()
    .then((gtag) => gtag.revoke())
    .catch(() => undefined);
}
