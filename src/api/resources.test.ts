import { TEBET } from '@kit/demo';
import { server } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { createShipmentAddress, type ShipmentAddressInput } from './addresses/calls';
import { priceBlend } from './blend/calls';
import { getCartCount, listCartLines } from './cart/calls';
import { getProduct, listProducts } from './catalogue/calls';
import { ApiError, ERROR_TEXTS, getGlobalError } from './errors';
import type { Product } from './models';
import { listOrders } from './orders/calls';

const gayo: Product = {
  code: 'BN-ARB-GAYO',
  name: 'Arabika Gayo Wine Process',
  category: { name: 'Coffee Beans', alias: 'Beans' },
  sellPrice: 95000,
  nonMemberPrice: 95000,
  memberPrice: 89000,
  basePrice: 95000,
  details: [{ fileName: 'gayo-250.webp', imageUrl: null }],
  remarks: '<p>Notes of red wine.</p>',
  uoMGroup: { code: 'UOMG-BEANS' },
  productVariances: [],
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('catalogue', () => {
  test('asks for the whole catalogue in one page and returns the products', async () => {
    let query = '';
    server.use(
      http.get('*/api/Product', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([gayo]);
      }),
    );
    await expect(listProducts()).resolves.toEqual([gayo]);
    expect(query).toBe('?pageSize=1000&page=1');
  });

  test('a product of the wrong shape is an ApiError naming the field, not a crash later', async () => {
    server.use(
      http.get('*/api/Product', () =>
        HttpResponse.json([gayo, { ...gayo, sellPrice: 'sembilan puluh ribu' }]),
      ),
    );
    const error = await rejection(listProducts());
    expect(error).toMatchObject({
      status: 200,
      error: 'invalid_response',
      userMessage: 'Data dari server tidak dapat dibaca. Silakan coba lagi nanti.',
    });
    expect(error.description).toContain('1.sellPrice');
    // The screen shows it as its error state; the global dialog stays for failed calls.
    expect(getGlobalError()).toBeNull();
  });

  test('a product sent without prices or pictures lists at price 0 instead of failing the list', async () => {
    const { sellPrice, nonMemberPrice, ...unpriced } = gayo;
    server.use(
      http.get('*/api/Product', () =>
        HttpResponse.json([
          gayo,
          { ...unpriced, memberPrice: null, details: null, productVariances: null },
        ]),
      ),
    );
    const [first, second] = await listProducts();
    expect(first).toEqual(gayo);
    expect(second).toMatchObject({
      sellPrice: 0,
      nonMemberPrice: 0,
      memberPrice: 0,
      details: [],
      productVariances: [],
    });
  });

  test('an empty body is malformed too', async () => {
    server.use(http.get('*/api/Product/:code', () => new HttpResponse(null, { status: 200 })));
    const error = await rejection(getProduct('BN-ARB-GAYO'));
    expect(error.userMessage).toBe(ERROR_TEXTS.malformed);
  });
});

describe('cart and orders', () => {
  test('the cart count must be a whole, non-negative number', async () => {
    server.use(http.get('*/api/Cart/Count', () => HttpResponse.json(3)));
    await expect(getCartCount()).resolves.toBe(3);
    server.use(http.get('*/api/Cart/Count', () => HttpResponse.json({ count: 3 })));
    await rejection(getCartCount());
  });

  test('cart lines read back keep their grind level, variances and unit label', async () => {
    // Two lines of one product and unit: the grind is what tells them apart on screen.
    const line = {
      alias: 'crt-1',
      product: { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash' },
      quantity: 2,
      uoM: { code: '250GR', name: '250 g' },
      price: 95000,
      lineTotal: 190000,
      weightInMg: 550000,
      remarks: 'Sedang (V60 / Drip)',
      varianceJSON: '[]',
    };
    const wholeBean = { ...line, alias: 'crt-2', quantity: 1, remarks: 'Biji Utuh (Whole Bean)' };
    server.use(http.get('*/api/Cart', () => HttpResponse.json([line, wholeBean])));
    await expect(listCartLines()).resolves.toEqual([line, wholeBean]);
  });

  const order = {
    alias: 'trx-a41c09',
    docNum: 'SI/2024/05/00123',
    docDate: '2024-05-17T09:30:00+07:00',
    docDueDate: '2024-05-18T09:30:00+07:00',
    docStatus: 'Open',
    docTotal: 83000,
    details: [],
    midTransQRISUrl: null,
  };

  test.each([
    ['outstanding', '/api/Transaction/Outstanding'],
    ['paidOrPending', '/api/Transaction/PaidOrPending'],
    ['delivered', '/api/Transaction/Delivered'],
  ] as const)('%s orders come from %s', async (group, path) => {
    server.use(http.get(`*${path}`, () => HttpResponse.json([order])));
    await expect(listOrders(group)).resolves.toEqual([order]);
  });

  test('order lines keep their unit label and grind level', async () => {
    const line = {
      product: {
        code: 'BN-GAYO-250',
        name: 'Arabika Gayo Full Wash',
        basePrice: 380,
        sellPrice: 95000,
        details: [],
      },
      quantity: 1,
      baseQuantity: 1000,
      uom: { code: '1KG', name: '1 kg' },
      price: 342000,
      lineTotal: 342000,
      remarks: 'Biji Utuh (Whole Bean)',
      varianceJSON: '[]',
    };
    server.use(
      http.get('*/api/Transaction/Delivered', () =>
        HttpResponse.json([{ ...order, details: [line] }]),
      ),
    );
    const [delivered] = await listOrders('delivered');
    expect(delivered?.details).toEqual([line]);
  });

  test('an order says which payment it awaits, and a refund; a detail it cannot read is left out', async () => {
    const awaitedPayment = {
      paymentType: 'bank_transfer',
      bank: 'bca',
      vaNumber: '807772026000131',
      billerCode: null,
      billKey: null,
      store: null,
      paymentCode: null,
      isUnderReview: false,
    };
    const paymentReversal = { kind: 'partial_refund' };
    server.use(
      http.get('*/api/Transaction/Outstanding', () =>
        HttpResponse.json([
          { ...order, awaitedPayment, paymentReversal },
          {
            ...order,
            alias: 'trx-2',
            awaitedPayment: { bank: 'bca' },
            paymentReversal: { kind: 'gift' },
          },
        ]),
      ),
    );
    const [known, unreadable] = await listOrders('outstanding');
    expect(known).toMatchObject({ awaitedPayment, paymentReversal });
    expect(unreadable).toMatchObject({
      alias: 'trx-2',
      awaitedPayment: null,
      paymentReversal: null,
    });
  });

  test('a due date the countdown cannot read is rejected', async () => {
    server.use(
      http.get('*/api/Transaction/Outstanding', () =>
        HttpResponse.json([{ ...order, docDueDate: 'besok siang' }]),
      ),
    );
    const error = await rejection(listOrders('outstanding'));
    expect(error.description).toContain('0.docDueDate');
  });
});

describe('addresses and blend', () => {
  const home: ShipmentAddressInput = {
    name: 'Rumah',
    pic: 'Siti Rahayu',
    mobileNumber: '081234567890',
    line1: '',
    line2: 'Jl. Kemang Raya No. 12',
    ...TEBET,
    isDefault: true,
  };

  test('a new address is sent as a list of one and comes back with its alias', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/ShipmentAddress', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([{ ...home, alias: 'adr-1' }], { status: 201 });
      }),
    );
    await expect(createShipmentAddress(home)).resolves.toEqual({ ...home, alias: 'adr-1' });
    expect(sent).toEqual([home]);
  });

  test('an answer without the stored address is malformed', async () => {
    server.use(http.post('*/api/ShipmentAddress', () => HttpResponse.json([], { status: 201 })));
    await rejection(createShipmentAddress(home));
  });

  test.each([
    ['Bag', '/api/Product/CustomBlend/Price'],
    ['Drip', '/api/Product/CustomBlend/Price/Drip'],
  ] as const)('a %s blend is priced at %s', async (packaging, path) => {
    let body: unknown;
    server.use(
      http.post(`*${path}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(98000);
      }),
    );
    const request = {
      code: 'UOMG-BLEND-BAG',
      uoMCode: '250GR',
      percentages: [
        { productCode: 'BN-ARB-GAYO', percentage: 50 as const },
        { productCode: 'BN-ROB-TEMANGGUNG', percentage: 50 as const },
      ],
    };
    await expect(priceBlend(packaging, request)).resolves.toBe(98000);
    expect(body).toEqual(request);
  });
});
