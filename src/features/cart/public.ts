// What checkout and the branch screen use of the cart: its lines (one cached copy), their
// total, weight and count, and one line shown compact and read-only.
export { cartSummary } from './cartLines';
export { useCartLines } from './hooks/useCartLines';
export { CartLineSummary } from './parts/CartLineSummary';
