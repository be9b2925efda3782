import { call, login } from './gateway';
import { onlineInvoice } from './payloads';

export interface OnlineCheckout {
  /** Siti's access token. */
  token: string;
  orderAlias: string;
  /** The token the payment script opens the payment with. */
  paymentToken: string;
}

/** Siti checks out her whole cart to her default address: an outstanding order to pay. */
export async function checkOutSitisCart(): Promise<OnlineCheckout> {
  const token = await login();
  const { body: cart } = await call('GET', '/api/Cart', { token });
  const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
    token,
    json: onlineInvoice(cart),
  });
  if (status !== 201) throw new Error(`checkout failed with ${status}`);
  return { token, orderAlias: body.orderAlias, paymentToken: body.token };
}

/** The order's status as the gateway tells the storefront. */
export async function orderStatusOf({ token, orderAlias }: OnlineCheckout): Promise<string> {
  return (await call('GET', `/api/Transaction/${orderAlias}`, { token })).body.docStatus;
}
