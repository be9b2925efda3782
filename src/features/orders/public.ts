// What other features may use of the order history: the profile's 'Pesanan Saya' tab.
export { OrderHistoryPanel } from './OrderHistoryPanel';
// The group of orders an address shows, for the profile page's first reads (app/profile.page.ts).
export { orderGroupIn } from './orderGroups';
