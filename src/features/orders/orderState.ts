import type { OrderLine, Transaction } from '@/api/orders';
import { deliveryOf } from './orderFigures';
import { orderTexts } from './texts';

/**
 * Where an order stands, in the shop's words (SPEC §2's three groups, and the end of an
 * unpaid one): the gateway's docStatus and, while unpaid, its deadline decide; a callback or
 * an address's `transaction_status` never does.
 */
export type OrderState = 'unpaid' | 'processing' | 'done' | 'expired' | 'unknown';

export function orderStateOf(
  order: Pick<Transaction, 'docStatus' | 'docDueDate'>,
  now = Date.now(),
): OrderState {
  switch (order.docStatus) {
    case 'Open':
      return Date.parse(order.docDueDate) > now ? 'unpaid' : 'expired';
    case 'Paid':
    case 'Pending':
      return 'processing';
    case 'Delivered':
      return 'done';
    case 'Expired':
      return 'expired';
    default:
      return 'unknown';
  }
}

/** The state's words; a status the shop has no words for is shown as the gateway names it. */
export function orderStateLabel(state: OrderState, docStatus: string): string {
  return state === 'unknown' ? docStatus : orderTexts.page.states[state];
}

export type PaymentMethod = NonNullable<Transaction['paymentMethod']>;

/** Online or at a branch; an older gateway that does not say is read by the courier. */
export function paymentMethodOf(
  order: Pick<
    Transaction,
    'paymentMethod' | 'logisticService' | 'logisticETADays' | 'logisticRate'
  >,
): PaymentMethod {
  return order.paymentMethod ?? (deliveryOf(order) ? 'online' : 'branch');
}

/**
 * Whether 'Bayar sekarang' may open the payment page again: the gateway says so; an older
 * one that does not is asked for any unpaid online order (it answers 409 if it disagrees).
 */
export function canReopenPayment(
  order: Parameters<typeof paymentMethodOf>[0] &
    Pick<Transaction, 'canReopenPayment' | 'docStatus' | 'docDueDate'>,
  now = Date.now(),
): boolean {
  if (orderStateOf(order, now) !== 'unpaid' || paymentMethodOf(order) !== 'online') return false;
  return order.canReopenPayment ?? true;
}

/** '50% Arabika Gayo, 50% Robusta Temanggung' for a custom blend; null for anything else. */
export function blendCompositionOf(line: Pick<OrderLine, 'product'>): string | null {
  const components = (line.product.productOptions ?? []).filter(
    (option) => option.percentage !== undefined,
  );
  if (components.length === 0) return null;
  return components.map((option) => `${option.percentage}% ${option.name}`).join(', ');
}
