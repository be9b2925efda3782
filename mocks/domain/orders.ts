import { db, type OrderRecord, type OrderStatus } from '../store/collections';

export type OrderGroup = 'outstanding' | 'paidOrPending' | 'delivered';

/**
 * The order's status as the gateway answers it: an unpaid order whose deadline has passed
 * has expired (gateway.yaml's `Expired`), stored as `Open` or not.
 */
export function docStatusOf(
  order: Pick<OrderRecord, 'docStatus' | 'docDueDate'>,
  now = Date.now(),
): OrderStatus {
  return order.docStatus === 'Open' && Date.parse(order.docDueDate) <= now
    ? 'Expired'
    : order.docStatus;
}

/** Where an order shows in the order history; an expired one shows nowhere. */
export function orderGroupOf(order: OrderRecord, now = Date.now()): OrderGroup | null {
  switch (docStatusOf(order, now)) {
    case 'Open':
      return 'outstanding';
    case 'Paid':
    case 'Pending':
      return 'paidOrPending';
    case 'Delivered':
      return 'delivered';
    default:
      return null;
  }
}

/** The customer's orders in one group, newest first. */
export function ordersInGroup(customerAlias: string, group: OrderGroup): OrderRecord[] {
  const now = Date.now();
  return db.orders
    .findMany((q) => q.where({ customerAlias }))
    .filter((order) => orderGroupOf(order, now) === group)
    .sort((a, b) => Date.parse(b.docDate) - Date.parse(a.docDate));
}

/**
 * The moves the shop's staff make (the dev panel). `Pending` (paid, awaiting the staff's
 * confirmation) comes from the ERP; the payment provider's notifications follow their own
 * rules (./paymentNotification.ts) and never set it.
 */
const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Open: ['Paid'],
  Pending: ['Paid', 'Delivered'],
  Paid: ['Delivered'],
  Delivered: [],
  Expired: [],
};

export function canMoveOrder(order: OrderRecord, to: OrderStatus, now = Date.now()): boolean {
  return NEXT_STATUSES[docStatusOf(order, now)].includes(to);
}

/** Moves an order on (paid, delivered); refuses moves the lifecycle does not allow. */
export async function moveOrder(alias: string, to: OrderStatus): Promise<OrderRecord> {
  const order = db.orders.findFirst((q) => q.where({ alias }));
  if (!order) throw new Error(`No order ${alias}`);
  if (!canMoveOrder(order, to)) throw new Error(`Order ${order.docNum} cannot become ${to}`);
  const moved = await db.orders.update(order, {
    data(draft) {
      draft.docStatus = to;
      // Paid: no payment is awaited any more.
      draft.awaitedPayment = null;
    },
  });
  return moved ?? order;
}
