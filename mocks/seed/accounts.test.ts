import { describe, expect, it } from 'vitest';
import { parseQris } from '@/lib/qris';
import {
  BUDI_ALIAS,
  cityById,
  customerAccounts,
  DEMO_PASSWORD,
  demoOrders,
  ORDER_GROUP_BY_STATUS,
  PENDING_ACTIVATION_ALIAS,
  productByCode,
  provinceById,
  SITI_ALIAS,
  subdistrictById,
} from './index';

const account = (alias: string) => {
  const found = customerAccounts.find((a) => a.profile.alias === alias);
  if (!found) throw new Error(alias);
  return found;
};

function isYyyyMmDd(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

describe('demo customers', () => {
  it('log in with the documented phone numbers and password', () => {
    const byPhone = (phone: string) =>
      customerAccounts.find((a) => a.profile.mobileNumber === phone)?.profile;
    expect(byPhone('081234567890')).toMatchObject({
      firstName: 'Siti',
      lastName: 'Rahayu',
      password: DEMO_PASSWORD,
      isInActive: false,
    });
    expect(byPhone('081298765432')).toMatchObject({
      firstName: 'Budi',
      lastName: 'Santoso',
      password: DEMO_PASSWORD,
      isInActive: false,
    });
    expect(DEMO_PASSWORD).toBe('Kopi!2024');
  });

  it('have unique ids, aliases, phones and e-mails, and valid yyyyMMdd dates', () => {
    const profiles = customerAccounts.map((a) => a.profile);
    for (const key of ['id', 'alias', 'mobileNumber', 'emailAddress', 'userId'] as const) {
      expect(new Set(profiles.map((p) => p[key])).size).toBe(profiles.length);
    }
    for (const p of profiles) {
      expect(isYyyyMmDd(p.joinDate), p.joinDate).toBe(true);
      expect(isYyyyMmDd(p.birthday), p.birthday).toBe(true);
    }
    expect(isYyyyMmDd('20240231')).toBe(false);
  });

  it('give Siti two addresses in Jakarta Selatan, exactly one default, with matching region ids', () => {
    const { addresses } = account(SITI_ALIAS).profile;
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
    for (const a of addresses) {
      expect(a.city).toBe('Jakarta Selatan');
      expect(cityById(a.cityId)?.city_name).toBe(a.city);
      expect(provinceById(a.provinceId)?.province).toBe(a.province);
      expect(subdistrictById(a.subDistrictId)).toEqual({
        subdistrict_id: a.subDistrictId,
        city_id: a.cityId,
        subdistrict_name: a.subDistrict,
      });
      expect(a.postalCode).toMatch(/^\d{5}$/);
    }
    expect(new Set(addresses.map((a) => a.alias)).size).toBe(2);
  });

  it('give Siti a cart of two priced lines', () => {
    const { cart } = account(SITI_ALIAS);
    expect(cart).toHaveLength(2);
    for (const line of cart) {
      const product = productByCode(line.productCode);
      expect(product, line.productCode).toBeDefined();
      expect(line.lineTotal).toBe(line.price * line.quantity);
      expect(line.weightInMg).toBe(line.baseQuantity * (product?.weightInMg ?? 0));
      expect(Array.isArray(JSON.parse(line.varianceJSON))).toBe(true);
    }
  });

  it('give Budi no address and an empty cart', () => {
    expect(account(BUDI_ALIAS).profile.addresses).toEqual([]);
    expect(account(BUDI_ALIAS).cart).toEqual([]);
  });

  it('keep one registered customer inactive until activation', () => {
    const inactive = customerAccounts.filter((a) => a.profile.isInActive);
    expect(inactive.map((a) => a.profile.alias)).toEqual([PENDING_ACTIVATION_ALIAS]);
  });
});

describe('demoOrders', () => {
  const now = new Date('2026-03-14T09:30:00+07:00');
  const orders = demoOrders(now);
  const inGroup = (group: string) =>
    orders.filter((o) => ORDER_GROUP_BY_STATUS[o.docStatus] === group);

  it('has 2 outstanding, 2 paid-or-pending and 3 delivered orders, all Siti’s', () => {
    expect(inGroup('outstanding')).toHaveLength(2);
    expect(inGroup('paidOrPending')).toHaveLength(2);
    expect(inGroup('delivered')).toHaveLength(3);
    expect(new Set(orders.map((o) => o.customerAlias))).toEqual(new Set([SITI_ALIAS]));
  });

  it('totals each order as its line totals plus the shipping rate', () => {
    for (const o of orders) {
      const lines = o.details.reduce((sum, d) => sum + d.lineTotal, 0);
      expect(o.docTotal).toBe(lines + o.logisticRate);
      for (const d of o.details) expect(d.lineTotal).toBe(d.price * d.quantity);
    }
  });

  it('lets outstanding orders fall due a few hours from now', () => {
    for (const o of inGroup('outstanding')) {
      const dueIn = Date.parse(o.docDueDate) - now.getTime();
      expect(dueIn).toBeGreaterThan(60 * 60_000);
      expect(dueIn).toBeLessThan(12 * 60 * 60_000);
      expect(Date.parse(o.docDate)).toBeLessThan(now.getTime());
    }
  });

  it('has one outstanding order with a QRIS payload for its total and one to pay at the store', () => {
    const outstanding = inGroup('outstanding');
    const withQr = outstanding.filter((o) => o.midTransQRISUrl);
    const atStore = outstanding.filter((o) => o.midTransQRISUrl === null);
    expect(withQr).toHaveLength(1);
    expect(atStore).toHaveLength(1);
    // A QRIS payload a banking app can pay, for exactly the order's total (src/lib/qris.ts).
    const [qris] = withQr;
    expect(parseQris(qris?.midTransQRISUrl ?? '')?.get('54')).toBe(String(qris?.docTotal));
    expect(atStore[0]).toMatchObject({ logisticRate: 0, logisticService: '' });
  });

  it('charges shipping on delivered-home orders and numbers documents uniquely', () => {
    const shipped = orders.filter((o) => o.logisticService);
    expect(shipped.length).toBe(orders.length - 1);
    for (const o of shipped) {
      expect(o.logisticRate).toBeGreaterThan(0);
      expect(o.logisticETADays).toBeGreaterThan(0);
    }
    for (const o of orders) expect(o.docNum).toMatch(/^SO-2026-\d{6}$/);
    expect(new Set(orders.map((o) => o.docNum)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.alias)).size).toBe(orders.length);
  });

  it('describes lines with product, unit, default tax and an image to show', () => {
    for (const d of orders.flatMap((o) => o.details)) {
      const product = productByCode(d.product.code);
      expect(d.product).toMatchObject({
        name: product?.name,
        basePrice: product?.basePrice,
        sellPrice: product?.sellPrice,
      });
      expect(d.product.details[0]?.fileName).toBeTruthy();
      expect(d.selectedOutgoingTax.isDefault).toBe(true);
      expect(Array.isArray(JSON.parse(d.varianceJSON))).toBe(true);
    }
  });

  it('is a pure function of now', () => {
    expect(demoOrders(new Date(now))).toEqual(orders);
    const later = demoOrders(new Date(now.getTime() + 60_000));
    expect(Date.parse(later[0]?.docDueDate ?? '')).toBe(
      Date.parse(orders[0]?.docDueDate ?? '') + 60_000,
    );
  });
});
