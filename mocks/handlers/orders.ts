import { toTransaction } from '../domain/dto';
import { type OrderGroup, ordersInGroup } from '../domain/orders';
import { requireCustomer } from '../http/auth';
import { fail, notFound } from '../http/errors';
import { type GatewayResolver, route } from '../http/route';
import { type CustomerRecord, db, type OrderRecord } from '../store/collections';

/** One of the customer's orders; someone else's is as unknown as one that does not exist. */
export function ownOrder(customer: CustomerRecord, alias: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ alias }));
  if (!order || order.customerAlias !== customer.alias) {
    fail(notFound('Pesanan tidak ditemukan.'));
  }
  return order;
}

/** The three lists are one operation shape in gateway.yaml (its orderListResponses). */
function orderList(group: OrderGroup): GatewayResolver<'get', '/api/Transaction/Outstanding'> {
  return ({ request, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(ordersInGroup(customer.alias, group).map(toTransaction));
  };
}

export const orderHandlers = [
  route('get', '/api/Transaction/Outstanding', orderList('outstanding')),
  route('get', '/api/Transaction/PaidOrPending', orderList('paidOrPending')),
  route('get', '/api/Transaction/Delivered', orderList('delivered')),
  route('get', '/api/Transaction/{alias}', ({ request, params, response }) => {
    const customer = requireCustomer(request);
    return response(200).json(toTransaction(ownOrder(customer, params.alias)));
  }),
];
