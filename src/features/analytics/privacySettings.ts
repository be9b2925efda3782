/**
 * The footer's 'Pengaturan privasi' asks for the analytics notice by an event on window, so
 * the first load carries this function only; the notice's host (loaded after hydration)
 * listens for it.
 */
export const PRIVACY_SETTINGS_EVENT = 'kopi:privacy-settings';

export function openPrivacySettings(): void {
  window.dispatchEvent(new Event(PRIVACY_SETTINGS_EVENT));
}
