// What the rest of the shop uses of analytics: the sync `track` facade, the notice's host
// and the footer's 'Pengaturan privasi'. The GA4 mapping and gtag load after 'Terima' only.

export { ConsentHost } from './ConsentHost';
export { type ConsentChoice, openPrivacySettings, writeConsent } from './consent';
export {
  ANALYTICS_EVENT,
  type AnalyticsEvent,
  type ItemSource,
  type PushedEvent,
  pushedEvents,
} from './events';
export { consentTexts } from './texts';
export { track } from './track';
