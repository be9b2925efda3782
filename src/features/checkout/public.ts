// What the rest of the shop may use of the checkout: the boot (and the story kit) chooses the
// payment script it pays with, and an order's page opens the payment page again through the
// same port the checkout pays with.
export { paymentPort, setPaymentScript } from './payment/paymentScript';
