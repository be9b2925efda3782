// What others may use of the auth feature: one gateway call under a token without starting a
// session, which the story kit uses to sign in the way the login screen does.
export { withAccessToken } from './scopedAccessToken';
