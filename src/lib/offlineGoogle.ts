/**
 * The Google client id the demo's offline account chooser issues its tokens for, and the
 * only audience the mock gateway accepts: as a real gateway checks an ID token's `aud`
 * against its own configured client id, never against what the browser says.
 */
export const OFFLINE_GOOGLE_CLIENT_ID = 'kopi-demo.apps.googleusercontent.com';
