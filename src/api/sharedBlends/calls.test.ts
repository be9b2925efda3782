import { EMPTY_DEMO_PHONE, login } from '@mocks/testing/gateway';
import { makeBlend, sharedBlendOf } from '@mocks/testing/sharedBlends';
import { afterEach, describe, expect, test } from 'vitest';
import { deleteCookie, setCookie } from '@/lib/cookies';
import { SESSION_COOKIES } from '@/lib/storage';
import { getCartCount } from '../cart/calls';
import { getGlobalError } from '../errors';
import {
  addSharedBlendToCart,
  getSharedBlend,
  listMySharedBlends,
  shareBlend,
  unshareBlend,
} from './calls';
import { isSharedBlendGone } from './index';

/** The call's rejection, for a look at it. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (cause: unknown) => cause,
  );
}

describe('shared blends against the mock gateway', () => {
  afterEach(() => deleteCookie(SESSION_COOKIES.accessToken));

  test('a guest reads a shared blend as the contract gives it', async () => {
    const { slug } = await sharedBlendOf(await login());
    const blend = await getSharedBlend(slug, { errorDisplay: 'caller' });
    expect(blend).toMatchObject({ slug, maker: 'Siti', packaging: 'CoffeeBag' });
    expect(blend.composition.map((part) => part.percentage)).toEqual([50, 50]);
    expect(blend.prices.map((price) => price.packaging)).toContain('DripBag');
  });

  test("an unknown address is the gateway's 404, recognisable, for the screen to say", async () => {
    const error = await rejection(
      getSharedBlend('tidak-ada-0000000000', { errorDisplay: 'caller' }),
    );
    expect(isSharedBlendGone(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, description: 'Blend ini tidak dibagikan lagi' });
    expect(getGlobalError()).toBeNull();
  });

  test('a friend buys it into their own cart once per key', async () => {
    const { slug } = await sharedBlendOf(await login());
    setCookie(SESSION_COOKIES.accessToken, await login(EMPTY_DEMO_PHONE));
    const purchase = { packaging: 'DripBag', quantity: 2 } as const;
    const options = { errorDisplay: 'caller', idempotencyKey: 'cerita-satu' } as const;
    const [line] = await addSharedBlendToCart(slug, purchase, options);
    expect(line?.quantity).toBe(2);
    await addSharedBlendToCart(slug, purchase, options);
    expect(await getCartCount()).toBe(1);
  });

  test('the maker shares once, sees it in their list, and takes it down', async () => {
    const token = await login();
    setCookie(SESSION_COOKIES.accessToken, token);
    const productCode = await makeBlend(token);
    const options = { errorDisplay: 'caller' } as const;
    const first = await shareBlend(
      { productCode, showSurname: false, note: 'Enak buat pagi.' },
      options,
    );
    const again = await shareBlend({ productCode, note: null, showSurname: true }, options);
    expect(again.slug).toBe(first.slug);
    expect(again.note).toBeNull();
    const mine = await listMySharedBlends(options);
    expect(mine[0]).toMatchObject({ slug: first.slug, productCode, timesBought: 0 });
    await unshareBlend(first.slug, options);
    expect(isSharedBlendGone(await rejection(getSharedBlend(first.slug, options)))).toBe(true);
    expect((await listMySharedBlends(options)).map((blend) => blend.slug)).not.toContain(
      first.slug,
    );
  });

  test("a note with a link is refused with the gateway's sentence, for the dialog to show", async () => {
    const token = await login();
    setCookie(SESSION_COOKIES.accessToken, token);
    const productCode = await makeBlend(token);
    const error = await rejection(
      shareBlend(
        { productCode, showSurname: false, note: 'lihat kopi.example/x' },
        { errorDisplay: 'caller' },
      ),
    );
    expect(error).toMatchObject({ status: 400, description: 'Catatan tidak boleh berisi tautan.' });
  });
});
