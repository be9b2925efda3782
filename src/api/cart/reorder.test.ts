import { CART_LINE_DEFAULTS } from '@kit/spec';
import { login } from '@mocks/testing/gateway';
import { createStore } from 'jotai';
import { afterEach, describe, expect, test } from 'vitest';
import { deleteCookie, setCookie } from '@/lib/cookies';
import { SESSION_COOKIES } from '@/lib/storage';
import type { OutgoingTax, UnitOfMeasure } from '../catalogue';
import type { OrderLine } from '../orders';
import { listOrders } from '../orders/calls';
import { addCartLines, getCartCount, listCartLines } from './calls';
import { cartLinesFromOrder, linesToBuyAgain, type ReorderContext, ReorderError } from './reorder';

const ppn12: OutgoingTax = { code: 'PPN12', name: 'PPN 12%', rate: 12, isDefault: true };

const beans500: UnitOfMeasure = {
  alternateUoM: { code: '500GR' },
  baseUoM: { code: 'GR' },
  baseQuantity: 500,
};

function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    product: {
      code: 'BN-TORA-250',
      name: 'Arabika Toraja Sapan',
      basePrice: 580,
      sellPrice: 145000,
      details: [{ fileName: 'BN-TORA-250-1.svg' }],
    },
    quantity: 2,
    baseQuantity: 1000,
    uom: { code: '500GR' },
    price: 275500,
    lineTotal: 500000,
    selectedOutgoingTax: { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true },
    varianceJSON: '[]',
    ...overrides,
  };
}

const context: ReorderContext = {
  unitOf: (productCode, uomCode) =>
    productCode === 'BN-TORA-250' && uomCode === '500GR' ? beans500 : undefined,
  outgoingTax: ppn12,
};

describe('cartLinesFromOrder', () => {
  test('an order line becomes the SPEC §3 cart line for the same purchase', () => {
    expect(cartLinesFromOrder([orderLine()], context)).toEqual([
      {
        ...CART_LINE_DEFAULTS,
        product: { code: 'BN-TORA-250', name: 'Arabika Toraja Sapan' },
        quantity: 2,
        baseQuantity: 1000,
        basePrice: 580,
        price: 275500,
        uom: { code: '500GR' },
        remarks: '',
        baseUoM: { code: 'GR' },
        // Today's default tax, not the one the order was taxed with.
        outgoingTax: ppn12,
        // Price times quantity: the order's discounted total does not carry over.
        lineTotal: 551000,
        varianceJSON: '[]',
      },
    ]);
  });

  test('chosen variances carry over; unreadable ones are dropped, not sent', () => {
    const drink = (varianceJSON: string | null) =>
      orderLine({ varianceJSON, product: { ...orderLine().product, code: 'BV-KSGA' } });
    const cup: ReorderContext = {
      ...context,
      unitOf: () => ({ alternateUoM: { code: 'CUP' }, baseUoM: { code: 'CUP' }, baseQuantity: 1 }),
    };
    const lessSugar = '[{"name":"Gula","details":[{"value":"Less"}]}]';
    const [kept, broken, missing] = cartLinesFromOrder(
      [drink(lessSugar), drink('[{"name":"Gula"'), drink(null)],
      cup,
    );
    expect(kept?.varianceJSON).toBe(lessSugar);
    expect(broken?.varianceJSON).toBe('[]');
    expect(missing?.varianceJSON).toBe('[]');
  });

  test('the grind the beans were ordered in carries over; none is sent empty', () => {
    const [ground, unknown] = cartLinesFromOrder(
      [orderLine({ remarks: 'Kasar (French Press)' }), orderLine({ remarks: null })],
      context,
    );
    expect(ground?.remarks).toBe('Kasar (French Press)');
    expect(unknown?.remarks).toBe('');
  });

  test('every line of the order comes along, in order', () => {
    const lines = cartLinesFromOrder(
      [orderLine({ quantity: 1 }), orderLine({ quantity: 3 })],
      context,
    );
    expect(lines.map((line) => [line.quantity, line.baseQuantity, line.lineTotal])).toEqual([
      [1, 500, 275500],
      [3, 1500, 826500],
    ]);
  });

  test('lines without a whole positive quantity are left out', () => {
    const lines = cartLinesFromOrder(
      [orderLine({ quantity: 0 }), orderLine({ quantity: 1.5 }), orderLine({ quantity: 1 })],
      context,
    );
    expect(lines).toHaveLength(1);
  });

  test('an order with nothing to buy again is refused', () => {
    expect(() => cartLinesFromOrder([], context)).toThrow(ReorderError);
    expect(() => cartLinesFromOrder([orderLine({ quantity: 0 })], context)).toThrow(ReorderError);
  });

  test('a unit no longer sold refuses the whole order rather than half of it', () => {
    expect(() =>
      cartLinesFromOrder([orderLine(), orderLine({ uom: { code: '2KG' } })], context),
    ).toThrow(/no longer sold in 2KG/);
  });
});

describe('linesToBuyAgain against the mock gateway', () => {
  afterEach(() => deleteCookie(SESSION_COOKIES.accessToken));

  test("the demo customer's orders go back into the cart as they were bought", async () => {
    setCookie(SESSION_COOKIES.accessToken, await login());
    const before = await getCartCount();
    // The order with ground beans: the grind must come back with them.
    const order = (await listOrders('outstanding')).find((o) => o.details.some((l) => l.remarks));
    if (!order) throw new Error('the demo customer has an outstanding order of ground beans');

    const lines = await linesToBuyAgain(order.details, createStore());
    expect(lines.map((line) => [line.product.code, line.uom.code, line.quantity])).toEqual(
      order.details.map((line) => [line.product.code, line.uom.code, line.quantity]),
    );
    await addCartLines(lines, { errorDisplay: 'caller' });

    const cart = await listCartLines();
    for (const line of order.details) {
      expect(cart).toContainEqual(
        expect.objectContaining({
          product: expect.objectContaining({ code: line.product.code }),
          uoM: line.uom,
          remarks: line.remarks,
          varianceJSON: line.varianceJSON,
        }),
      );
    }
    expect(await getCartCount()).toBeGreaterThan(before);
  });

  test('base units come from the unit group of each product', async () => {
    setCookie(SESSION_COOKIES.accessToken, await login());
    const orders = await listOrders('outstanding');
    const beans = orders.flatMap((order) => order.details).find((l) => l.uom.code === '500GR');
    if (!beans) throw new Error('the demo customer ordered 500 g of beans');
    const [line] = await linesToBuyAgain([beans], createStore());
    expect(line).toMatchObject({ baseUoM: { code: 'GR' }, baseQuantity: 500 * beans.quantity });
  });
});
