// What other features may use of shared blends: the button that shares a customer's own
// blend (the cart's blend window, the order's page), its dialog loaded on demand.
export { ShareBlendButton } from './share/ShareBlendButton';
