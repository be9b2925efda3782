import { faultHandler } from '../http/faults';
import { accountHandlers } from './account';
import { addressHandlers } from './addresses';
import { blendHandlers } from './blend';
import { blogHandlers } from './blogs';
import { branchHandlers } from './branches';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { customerHandlers } from './customer';
import { imageHandlers } from './images';
import { invoiceHandlers } from './invoices';
import { orderPaymentHandlers } from './orderPayment';
import { orderHandlers } from './orders';
import { passwordResetHandlers } from './passwordReset';
import { paymentHandlers } from './payment';
import { paymentNotificationHandlers } from './paymentNotification';
import { sharedBlendHandlers } from './sharedBlends';
import { shippingHandlers } from './shipping';

/**
 * The mock gateway. MSW takes the first handler that answers: the fault injector goes first
 * (it answers only when a fault is on), and blend's /api/Product/NextCode precedes the
 * catalogue's /api/Product/:code.
 */
export const handlers = [
  faultHandler,
  ...accountHandlers,
  ...passwordResetHandlers,
  ...customerHandlers,
  ...blendHandlers,
  ...sharedBlendHandlers,
  ...catalogueHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...addressHandlers,
  ...shippingHandlers,
  ...branchHandlers,
  ...blogHandlers,
  ...invoiceHandlers,
  ...orderPaymentHandlers,
  ...paymentNotificationHandlers,
  ...paymentHandlers,
  ...imageHandlers,
];
