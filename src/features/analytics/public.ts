// What the rest of the shop uses of analytics: the sync `track` facade, the notice's host
// and the footer's 'Pengaturan privasi'. The GA4 mapping and gtag load after 'Terima' only.

export { ConsentSlot } from './ConsentSlot';
export { type ConsentChoice, openPrivacySettings, writeConsent } from './consent';
export {
  ANALYTICS_EVENT,
  type AnalyticsEvent,
  type ItemSource,
  type PushedEvent,
  pushedEvents,
} from './events';
export { track } from './track';
