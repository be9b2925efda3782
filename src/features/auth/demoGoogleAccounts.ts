import type { GoogleIdentity } from './googleIdentity';

/**
 * The offline chooser's ready-made Google accounts. Siti is a customer of the mock shop (her
 * Google login finds her profile); Dewi and Andi are not yet, so they go through
 * complete-profile.
 */
export const demoGoogleAccounts: readonly GoogleIdentity[] = [
  { email: 'siti.rahayu@example.com', givenName: 'Siti', familyName: 'Rahayu' },
  { email: 'dewi.lestari@example.com', givenName: 'Dewi', familyName: 'Lestari' },
  { email: 'andi.pratama@example.com', givenName: 'Andi', familyName: 'Pratama' },
];
