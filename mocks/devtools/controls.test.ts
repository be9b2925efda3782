import { describe, expect, it } from 'vitest';
import { resetDatabase } from '../store/lifecycle';
import { loadSnapshot, takeSnapshot } from '../store/persistence';
import { call, changedSince, databaseState, login } from '../testing/gateway';
import { cartLine } from '../testing/payloads';
import { createDevControls } from './controls';

// The seed numbers its orders in the current year.
const docNum = (n: number) => `SO-${new Date().getUTCFullYear()}-000${n}`;

describe('the dev panel’s controls', () => {
  const controls = createDevControls();

  it('sign a demo customer in with a token the gateway accepts', async () => {
    const session = await controls.signInAs('081298765432');
    const { status, body } = await call('GET', '/api/Customer', { token: session.accessToken });
    expect(status).toBe(200);
    expect(body.firstName).toBe('Budi');
    await expect(controls.signInAs('081377778888')).rejects.toThrow(/No active demo customer/);
  });

  it('offer each running order only the moves its state allows', async () => {
    const byNum = Object.fromEntries(controls.orders().map((o) => [o.docNum, o]));
    expect(byNum[docNum(131)]).toMatchObject({ canMarkPaid: true, canMarkDelivered: false });
    expect(byNum[docNum(127)]).toMatchObject({ canMarkPaid: false, canMarkDelivered: true });
    expect(Object.keys(byNum)).toHaveLength(4);
    await controls.markOrder(byNum[docNum(127)]?.alias ?? '', 'Delivered');
    expect(controls.orders()).toHaveLength(3);
  });

  it('tell subscribers about new mail and stop when unsubscribed', async () => {
    let calls = 0;
    const unsubscribe = controls.subscribe(() => {
      calls += 1;
    });
    // A registration code: a message to the phone, as the dev panel's mailbox shows it.
    await call('POST', '/api/Customer/RegistrationCode', {
      json: { mobileNumber: '081355556666' },
    });
    expect(calls).toBeGreaterThan(0);
    expect(controls.mail()[0]?.to).toBe('081355556666');
    unsubscribe();
    const seen = calls;
    await controls.resetData();
    expect(calls).toBe(seen);
  });
});

const GAYO = 'BN-GAYO-250';

interface Line {
  product: { code: string };
  price: number;
  isInActive?: boolean;
  isUnavailable?: boolean;
}

async function validatedGayo(token: string): Promise<Line | undefined> {
  const { body } = await call<Line[]>('GET', '/api/Cart/ValidatePrice', { token });
  return body.find((line) => line.product.code === GAYO);
}

const listedCodes = async (path: string, token?: string) =>
  (await call<{ code: string }[]>('GET', path, { token })).body.map((p) => p.code);

describe('the dev panel’s shelf controls', () => {
  const controls = createDevControls();
  const gayo = () => controls.products().find((p) => p.code === GAYO);

  it('list the shop’s shown catalogue with seed prices, hidden merchandise left out', () => {
    const products = controls.products();
    expect(products.length).toBeGreaterThan(40);
    expect(products.every((p) => p.isForSale && p.sellPrice === p.seedPrice)).toBe(true);
    expect(products.map((p) => p.code)).not.toContain('MR-TUMBLER');
  });

  it('change a price: carts holding the product see it at validation, until restored', async () => {
    const token = await login();
    const seedPrice = gayo()?.seedPrice ?? 0;
    await controls.setProductPrice(GAYO, seedPrice + 7_500);
    expect(gayo()).toMatchObject({ sellPrice: seedPrice + 7_500, isForSale: true });
    expect(await validatedGayo(token)).toMatchObject({
      isInActive: true,
      isUnavailable: false,
      price: seedPrice + 7_500,
    });
    const { body: product } = await call('GET', `/api/Product/${GAYO}`);
    expect(product).toMatchObject({
      sellPrice: seedPrice + 7_500,
      nonMemberPrice: seedPrice + 7_500,
    });
    expect(product.memberPrice).toBeLessThanOrEqual(product.sellPrice);
    // The larger bags are priced from the default one.
    const { body: kilo } = await call('GET', `/api/Product/${GAYO}/UoM/1KG`);
    expect(kilo.sellPrice).toBeGreaterThan(3 * (seedPrice + 7_500));

    await controls.restoreProduct(GAYO);
    expect(gayo()?.sellPrice).toBe(seedPrice);
    expect(await validatedGayo(token)).toMatchObject({ isInActive: false, price: seedPrice });
  });

  it.each([0, -1, 1.5, 499, 10_000_001, Number.NaN])(
    'refuse the price %s and change nothing',
    async (price) => {
      const before = databaseState();
      await expect(controls.setProductPrice(GAYO, price)).rejects.toThrow(/Harga harus/);
      expect(changedSince(before)).toEqual([]);
    },
  );

  it('refuse a product outside the shown catalogue', async () => {
    await expect(controls.setProductForSale('MR-TUMBLER', false)).rejects.toThrow(/MR-TUMBLER/);
    await expect(controls.restoreProduct('XX-NOPE')).rejects.toThrow(/XX-NOPE/);
  });

  it('make a product unavailable: off the lists, refused in carts, flagged at validation, until restored', async () => {
    const token = await login();
    expect(await listedCodes('/api/Product?pageSize=1000&page=1')).toContain(GAYO);
    expect(await listedCodes('/api/Product/Top', token)).toContain(GAYO);
    expect(await listedCodes('/api/Product/BN-KINT-250/Similar')).toContain(GAYO);
    expect(await listedCodes('/api/Product/ByOptionNames?names=Arabika&names=Gayo')).toContain(
      GAYO,
    );
    await controls.setProductForSale(GAYO, false);
    expect(gayo()?.isForSale).toBe(false);

    expect(await listedCodes('/api/Product?pageSize=1000&page=1')).not.toContain(GAYO);
    expect(await listedCodes('/api/Product/Top', token)).not.toContain(GAYO);
    expect(await listedCodes('/api/Product/BN-KINT-250/Similar')).not.toContain(GAYO);
    expect(await listedCodes('/api/Product/ByOptionNames?names=Arabika&names=Gayo')).not.toContain(
      GAYO,
    );
    expect((await call('GET', `/api/Product/${GAYO}`)).body.isInActive).toBe(true);
    const added = await call('POST', '/api/Cart', { token, json: [cartLine(GAYO, 1, '250GR')] });
    expect(added.status).toBe(400);
    expect(await validatedGayo(token)).toMatchObject({ isInActive: true, isUnavailable: true });

    await controls.restoreProduct(GAYO);
    expect(await listedCodes('/api/Product?pageSize=1000&page=1')).toContain(GAYO);
    expect(await validatedGayo(token)).toMatchObject({ isInActive: false, isUnavailable: false });
    expect((await call('GET', `/api/Product/${GAYO}`)).body.isInActive).toBe(false);
  });

  it('keep changes in the saved database, so a reload finds them', async () => {
    await controls.setProductPrice(GAYO, 99_000);
    await controls.setProductForSale('DR-GAYO-5', false);
    const saved = takeSnapshot();
    await resetDatabase();
    expect(gayo()?.sellPrice).not.toBe(99_000);
    expect(await loadSnapshot(saved)).toBe(true);
    expect(gayo()?.sellPrice).toBe(99_000);
    expect(controls.products().find((p) => p.code === 'DR-GAYO-5')?.isForSale).toBe(false);
  });

  it('tell subscribers when a product changes', async () => {
    let calls = 0;
    const unsubscribe = controls.subscribe(() => {
      calls += 1;
    });
    await controls.setProductForSale(GAYO, false);
    unsubscribe();
    expect(calls).toBeGreaterThan(0);
  });
});
