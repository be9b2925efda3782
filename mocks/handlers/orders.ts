import { HttpResponse } from 'msw';
import { toTransaction } from '../domain/dto';
import { type OrderGroup, ordersInGroup } from '../domain/orders';
import type { Schemas } from '../domain/types';
import { requireCustomer } from '../http/auth';
import { route } from '../http/route';

function orderList(path: string, group: OrderGroup) {
  return route('get', path, ({ request }) => {
    const customer = requireCustomer(request);
    return HttpResponse.json<Schemas['Transaction'][]>(
      ordersInGroup(customer.alias, group).map(toTransaction),
    );
  });
}

export const orderHandlers = [
  orderList('/api/Transaction/Outstanding', 'outstanding'),
  orderList('/api/Transaction/PaidOrPending', 'paidOrPending'),
  orderList('/api/Transaction/Delivered', 'delivered'),
];
