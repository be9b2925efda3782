import { describe, expect, test } from 'vitest';
import { routeBudget } from '../../scripts/routeBytes.mjs';

const HOME = 'src/features/home/HomeScreen.tsx';
const CART = 'src/features/cart/CartScreen.tsx';
const LOGIN = 'src/features/auth/LoginScreen.tsx';
const kb = (n: number) => n * 1024;
const target = { home: 110, any: 140 };

describe('the per-route JS budget', () => {
  test('home is held to its own target, every other screen to the general one', () => {
    expect(routeBudget([{ key: HOME, bytes: kb(109.9) }], target).problems).toEqual([]);
    expect(routeBudget([{ key: HOME, bytes: kb(110.1) }], target).problems).toEqual([
      `${HOME} needs 110.1 KB of app JS before it renders, over its 110 KB budget`,
    ]);
    expect(routeBudget([{ key: CART, bytes: kb(139.9) }], target).problems).toEqual([]);
    expect(routeBudget([{ key: CART, bytes: kb(140.1) }], target).problems).toHaveLength(1);
  });

  test('a route with its own entry is held to it, and must be a screen of the build', () => {
    const ORDER = 'src/features/orders/OrderScreen.tsx';
    const screens = { [ORDER]: 120 };
    expect(
      routeBudget([{ key: ORDER, bytes: kb(120.5) }], { ...target, screens }).problems,
    ).toEqual([`${ORDER} needs 120.5 KB of app JS before it renders, over its 120 KB budget`]);
    expect(routeBudget([{ key: CART, bytes: kb(100) }], { ...target, screens }).problems).toEqual([
      `routeJsGzipKB.screens names ${ORDER}, which is not a screen of the build`,
    ]);
  });

  test('a screen not yet split is held to its listed size, and leaves the list once within target', () => {
    const notYetSplit = { [CART]: 180 };
    const at = (bytes: number) =>
      routeBudget([{ key: CART, bytes }], { ...target, notYetSplit }).problems;
    expect(at(kb(179.9))).toEqual([]);
    expect(at(kb(180.5))).toEqual([
      `${CART} needs 180.5 KB of app JS before it renders, over its 180 KB budget`,
    ]);
    expect(at(kb(139))).toEqual([
      `${CART} is within the 140 KB target now (139.0 KB): take it off routeJsGzipKB.notYetSplit`,
    ]);
  });

  test('a listed screen the build no longer has is named', () => {
    const { problems } = routeBudget([{ key: CART, bytes: kb(100) }], {
      ...target,
      notYetSplit: { [LOGIN]: 170 },
    });
    expect(problems).toEqual([
      `routeJsGzipKB.notYetSplit names ${LOGIN}, which is not a screen of the build`,
    ]);
  });

  test('each row says its size, its limit and whether it is listed', () => {
    const { rows } = routeBudget([{ key: CART, bytes: kb(150) }], {
      ...target,
      notYetSplit: { [CART]: 160 },
    });
    expect(rows).toEqual([{ key: CART, kb: 150, limit: 160, listed: true }]);
  });
});
