/**
 * The footer's 'Pengaturan privasi' asks for the analytics notice by an event on window; the
 * notice's slot (./ConsentSlot.tsx) listens for it from its first commit. A press made before
 * it listened is kept until it reads it.
 */
export const PRIVACY_SETTINGS_EVENT = 'kopi:privacy-settings';

let asked = false;

export function openPrivacySettings(): void {
  asked = true;
  window.dispatchEvent(new Event(PRIVACY_SETTINGS_EVENT));
}

/** Whether the footer asked since the last reading: true once per press. */
export function takePrivacySettingsRequest(): boolean {
  const was = asked;
  asked = false;
  return was;
}
