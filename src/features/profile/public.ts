// What others may use of the profile feature: the goodbye after logout, which the app mounts
// outside the routes (the profile screen that logs out is gone by the time it shows).
export { FarewellAlert } from './FarewellAlert';
// The tab an address opens, for the profile page's first reads (app/profile.page.ts).
export { profileTabFrom } from './profileDisplay';
