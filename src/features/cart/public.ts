// What checkout and the branch screen use of the cart: its lines (one cached copy), their
// total, weight and count, one line shown compact and read-only, and a screen's states
// until there are lines.
export { cartSummary } from './cartLines';
export { useCartLines } from './hooks/useCartLines';
export { CartLineSummary } from './parts/CartLineSummary';
export { WithCartLines } from './parts/WithCartLines';
