import { expect, test } from 'vitest';
import { SITI_ALIAS } from '../seed/customers';
import { call } from '../testing/gateway';
import { fillDemoCartFromQuery, growCatalogueFromQuery } from './benchCatalogue';
import { db } from './collections';

const catalogueSize = () => db.products.findMany((q) => q.where({ ownerAlias: null })).length;

test('?mockCatalogue=1000 grows the catalogue to 1000 products, once', async () => {
  const seeded = catalogueSize();
  expect(seeded).toBeLessThan(1000);
  await expect(growCatalogueFromQuery('?mockCatalogue=1000')).resolves.toBe(1000);
  expect(catalogueSize()).toBe(1000);
  await expect(growCatalogueFromQuery('?mockCatalogue=1000')).resolves.toBe(1000);
  expect(catalogueSize()).toBe(1000);
  // Through the contract check: the grown products must be as valid as the seeded ones.
  const { body } = await call<unknown[]>('GET', '/api/Product?pageSize=1000&page=1');
  expect(body.length).toBe(1000);
});

test('anything but a sensible count leaves the catalogue alone', async () => {
  const seeded = catalogueSize();
  for (const query of ['', '?mockCatalogue=abc', '?mockCatalogue=-5', '?mockCatalogue=999999']) {
    await expect(growCatalogueFromQuery(query)).resolves.toBeNull();
  }
  expect(catalogueSize()).toBe(seeded);
});

test("?mockCart=30 fills Siti's cart to 30 distinct lines, once", async () => {
  await expect(fillDemoCartFromQuery('?mockCart=30')).resolves.toBe(30);
  await expect(fillDemoCartFromQuery('?mockCart=30')).resolves.toBe(30);
  const lines = db.cartLines.findMany((q) => q.where({ customerAlias: SITI_ALIAS }));
  const identities = new Set(lines.map((l) => `${l.productCode}|${l.uomCode}|${l.remarks}`));
  expect(identities.size).toBe(30);
  await expect(fillDemoCartFromQuery('?mockCart=abc')).resolves.toBeNull();
});
