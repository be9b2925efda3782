import { toTransaction } from '../domain/dto';
import { type OrderGroup, ordersInGroup } from '../domain/orders';
import { requireCustomer } from '../http/auth';
import { type GatewayResolver, route } from '../http/route';

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
];
