import { afterEach, describe, expect, it, vi } from 'vitest';
import { setForSale } from '../domain/shelf';
import type { Schemas } from '../domain/types';
import { shippingCost } from '../seed/couriers';
import { db } from '../store/collections';
import {
  call,
  changedSince,
  DEMO_PHONE,
  databaseState,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { addressInput, onlineInvoice } from '../testing/payloads';

// The online invoice as a careful gateway takes it: to a saved address only, priced by the
// gateway itself, once per cart state.

type Line = Schemas['CartLine'];

async function sitisCart(token: string): Promise<Line[]> {
  return (await call<Line[]>('GET', '/api/Cart', { token })).body;
}

/** What JNE REG costs today from the roastery to Siti's Cilandak address for the lines. */
function jneRegularTo(lines: Line[]): number {
  const weightGrams = lines.reduce((sum, line) => sum + line.weightInMg, 0) / 1000;
  const regular = shippingCost({
    originCityId: '153',
    destinationCityId: '153',
    weightGrams,
    courier: 'jne',
  }).find((service) => service.service === 'REG');
  if (!regular?.cost[0]) throw new Error('JNE REG serves Jakarta Selatan');
  return regular.cost[0].value;
}

const total = (lines: Line[]) => lines.reduce((sum, line) => sum + line.lineTotal, 0);

async function ordersOf(phone: string) {
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  return db.orders.findMany((q) => q.where({ customerAlias: customer?.alias ?? '' }));
}

describe('the online invoice’s address', () => {
  it('takes any of the customer’s saved addresses, not only the default', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    const office = onlineInvoice(cart, {
      AddressLine1: '',
      AddressLine2: 'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur',
      PostalCode: '12950',
      LogisticDestinationId: '15309',
    });
    const { status } = await call('POST', '/api/SalesInvoice/Online', { token, json: office });
    expect(status).toBe(201);
  });

  it('reads the phone in any of its written forms as the saved one', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    const { status } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, { MobileNumber: '+62 812-3456-7890' }),
    });
    expect(status).toBe(201);
  });

  it.each([
    ['another street', { AddressLine2: 'Jl. Kemang Raya No. 1' }],
    ['another postal code', { PostalCode: '12411' }],
    ['another recipient', { Pic: 'Orang Lain' }],
    ['another phone', { MobileNumber: '081311112222' }],
    ['another city', { City: 'Jakarta Pusat' }],
    ['another sub-district than the address’s', { LogisticDestinationId: '15310' }],
  ])('refuses %s with a 400 in Indonesian and charges nothing', async (_, change) => {
    const token = await login();
    const cart = await sitisCart(token);
    const before = databaseState();
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, change),
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain('Alamat pengiriman tidak ada di daftar alamat kamu');
    expect(changedSince(before)).toEqual([]);
  });

  it('refuses an address deleted in another tab before paying, keeping the cart', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    const removed = await call('POST', '/api/ShipmentAddress/RemoveAddress', {
      token,
      json: [{ alias: 'adr-siti-rumah' }],
    });
    expect(removed.status).toBe(204);
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart),
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain('mungkin sudah diubah atau dihapus');
    expect(await sitisCart(token)).toEqual(cart);
    expect(await ordersOf(DEMO_PHONE)).toHaveLength(7);
  });

  it('refuses another customer’s address', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const saved = await call('POST', '/api/ShipmentAddress', {
      token: budi,
      json: [addressInput()],
    });
    expect(saved.status).toBe(201);
    const siti = await login();
    const cart = await sitisCart(siti);
    const budis = addressInput();
    const { status } = await call('POST', '/api/SalesInvoice/Online', {
      token: siti,
      json: onlineInvoice(cart, {
        AddressLine1: budis.line1,
        AddressLine2: budis.line2,
        City: budis.city,
        PostalCode: budis.postalCode,
        MobileNumber: budis.mobileNumber,
        Pic: budis.pic,
        LogisticDestinationId: budis.subDistrictId,
      }),
    });
    expect(status).toBe(400);
  });
});

describe('the online invoice’s figures', () => {
  it('are worked out by the gateway: a client’s rate, weight or totals change nothing', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    const rate = jneRegularTo(cart);
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, {
        LogisticRate: 1,
        LogisticWeight: 1,
        LogisticETADays: '0-0',
        DocTotal: 1,
        DocDueTotal: 1,
        Details: onlineInvoice(cart).Details.map((line) => ({ ...line, Price: 1, LineTotal: 1 })),
      }),
    });
    expect(status).toBe(201);
    const { body: order } = await call('GET', `/api/Transaction/${body.orderAlias}`, { token });
    expect(order).toMatchObject({
      docStatus: 'Open',
      logisticService: 'JNE - REG',
      logisticRate: rate,
      docTotal: total(cart) + rate,
    });
    expect(order.logisticETADays).not.toBe('0');
  });

  it('cannot be worked out for a product the shop stopped selling meanwhile: 409, nothing charged', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    await setForSale('BN-GAYO-250', false);
    const before = databaseState();
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart),
    });
    expect(status).toBe(409);
    expect(body.error_description).toContain('sudah tidak dijual');
    expect(changedSince(before)).toEqual([]);
  });
});

describe('one invoice per cart state', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses the same invoice sent again right after the first: the lines are gone (409)', async () => {
    const token = await login();
    const invoice = onlineInvoice(await sitisCart(token));
    const first = await call('POST', '/api/SalesInvoice/Online', { token, json: invoice });
    expect(first.status).toBe(201);
    const second = await call('POST', '/api/SalesInvoice/Online', { token, json: invoice });
    expect(second.status).toBe(409);
    expect(second.body.error_description).toContain('Muat ulang keranjang');
    expect(await ordersOf(DEMO_PHONE)).toHaveLength(8);
  });

  it('charges a double click once even when both requests are in flight together', async () => {
    const token = await login();
    const invoice = onlineInvoice(await sitisCart(token));
    const answers = await Promise.all([
      call('POST', '/api/SalesInvoice/Online', { token, json: invoice }),
      call('POST', '/api/SalesInvoice/Online', { token, json: invoice }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await ordersOf(DEMO_PHONE)).toHaveLength(8);
    expect(await sitisCart(token)).toEqual([]);
  });

  it('gives the lines back when the order cannot be written', async () => {
    const token = await login();
    const cart = await sitisCart(token);
    vi.spyOn(db.orders, 'create').mockRejectedValueOnce(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart),
    });
    expect(status).toBe(500);
    expect((await sitisCart(token)).map((line) => line.alias).sort()).toEqual(
      cart.map((line) => line.alias).sort(),
    );
  });
});
