// What the rest of the shop uses of analytics: the sync `track` facade, the notice's host
// and the footer's 'Pengaturan privasi'. The GA4 mapping and gtag load after 'Terima' only.

export { ConsentSlot } from './ConsentSlot';
export { type ConsentChoice, writeConsent } from './consent';
export {
  ANALYTICS_EVENT,
  type PushedEvent,
  pushedEvents,
  type ShareMethod,
} from './events';
export { openPrivacySettings } from './privacySettings';
export { track } from './track';
