// What the rest of the shop may use of the checkout: the boot (and the story kit) chooses the
// payment script it pays with.
export { setPaymentScript } from './payment/paymentScript';
