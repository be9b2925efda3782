import { describe, expect, it } from 'vitest';
import { cleanPageAddress, isCustomBlend } from './pageAddress';

const SHOP = 'https://kopi.example';
const clean = (path: string) => cleanPageAddress(`${SHOP}${path}`, SHOP).slice(SHOP.length);

describe('the page address analytics sends', () => {
  it("keeps the shop's public pages as they are, without their query or fragment", () => {
    expect(
      [
        '/',
        '/products?category=Beans&q=gayo',
        '/products/arabika-gayo-wine-process/BN-GAYO-250',
        '/blogs/detail/cara-menyeduh#langkah-2',
        '/custom-blend/introduction',
        '/custom-blend/step-2',
        '/main/profile?tab=alamat',
      ].map(clean),
    ).toEqual([
      '/',
      '/products',
      '/products/arabika-gayo-wine-process/BN-GAYO-250',
      '/blogs/detail/cara-menyeduh',
      '/custom-blend/introduction',
      '/custom-blend/step-2',
      '/main/profile',
    ]);
  });

  it("names an alias, a code and a customer's blend instead of showing them", () => {
    expect(
      [
        '/main/orders/KN-2024-0042',
        '/main/address-form/alamat-rumah-7f3c',
        '/Activation/act-7f3c9a2e5b14',
        '/products/blend-pagi-siti/CB-000124',
        '/main/payment/finish?order_id=KN-1&status_code=200&transaction_status=settlement',
        '/login?from=%2Fmain%2Forders%2FKN-1',
      ].map(clean),
    ).toEqual([
      '/main/orders/:alias',
      '/main/address-form/:alias',
      '/Activation/:alias',
      '/products/:slug/:productCode',
      '/main/payment/finish',
      '/login',
    ]);
  });

  it('an address the shop does not know may carry anything: it is not sent', () => {
    expect(clean('/main/rahasia/token-abc')).toBe('/:unknown');
    expect(clean('/reset/6f1e2d')).toBe('/:unknown');
  });

  it("another site is named by its origin only (the payment provider's page, a search)", () => {
    expect(
      cleanPageAddress('https://app.sandbox.midtrans.com/snap/v4/redirection/abc?x=1', SHOP),
    ).toBe('https://app.sandbox.midtrans.com/');
    expect(cleanPageAddress('android-app://com.google.android.gm/', SHOP)).toBe('');
  });
});

describe('a custom blend', () => {
  it('is known by its code, as the contract writes it, or by its composition', () => {
    expect(isCustomBlend({ code: 'CB-000124' })).toBe(true);
    expect(
      isCustomBlend({ code: 'X-1', productOptions: [{ percentage: 50 }, { percentage: 50 }] }),
    ).toBe(true);
    expect(isCustomBlend({ code: 'BN-GAYO-250', productOptions: [{}] })).toBe(false);
  });
});
