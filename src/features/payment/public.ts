// What the rest of the shop may use of payment: the boot (and the story kit) chooses the
// payment script it pays with; the checkout pays, and an order's page pays again, through the
// same port; an order's QRIS dialog draws only a payable code; and the payment's return page
// reads the order from the provider's address.
export type { PaymentOutcome, PaymentPort } from './paymentPort';
export { paymentPort, setPaymentScript, snapScriptLoader } from './paymentScript';
export { orderQrValue } from './qris';
export { ORDER_ID_PARAM } from './returnAddress';
