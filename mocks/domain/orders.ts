import { db, type OrderRecord, type OrderStatus } from '../store/collections';

export type OrderGroup = 'outstanding' | 'paidOrPending' | 'delivered';

/**
 * Where an order shows in the order history. An unpaid order whose deadline has passed has
 * expired: it leaves the outstanding list, as the storefront's countdown expects.
 */
export function orderGroupOf(order: OrderRecord, now = Date.now()): OrderGroup | null {
  switch (order.docStatus) {
    case 'Open':
      return Date.parse(order.docDueDate) > now ? 'outstanding' : null;
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

/** The moves an order can make, as the payment gateway and the shop's staff make them. */
const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Open: ['Paid', 'Pending'],
  Pending: ['Paid', 'Delivered'],
  Paid: ['Delivered'],
  Delivered: [],
  Expired: [],
};

export function canMoveOrder(order: OrderRecord, to: OrderStatus, now = Date.now()): boolean {
  if (order.docStatus === 'Open' && orderGroupOf(order, now) === null) return false;
  return NEXT_STATUSES[order.docStatus].includes(to);
}

/** Moves an order on (paid, delivered); refuses moves the lifecycle does not allow. */
export async function moveOrder(alias: string, to: OrderStatus): Promise<OrderRecord> {
  const order = db.orders.findFirst((q) => q.where({ alias }));
  if (!order) throw new Error(`No order ${alias}`);
  if (!canMoveOrder(order, to)) throw new Error(`Order ${order.docNum} cannot become ${to}`);
  const moved = await db.orders.update(order, {
    data(draft) {
      draft.docStatus = to;
    },
  });
  return moved ?? order;
}
