// What other features may use of the order history: the profile's 'Pesanan Saya' tab.
export { OrderHistoryPanel } from './OrderHistoryPanel';
