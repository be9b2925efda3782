import { describe, expect, it } from 'vitest';
import { db } from './collections';
import { loadSnapshot, SNAPSHOT_VERSION, takeSnapshot } from './persistence';

describe('database snapshots', () => {
  it('round-trip the whole database as plain JSON', async () => {
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot()));
    const customers = db.customers.count();
    await db.mailbox.create({
      id: 'mail-1',
      to: 'a@b.id',
      subject: 'x',
      body: 'y',
      link: null,
      sentAt: 1,
    });
    db.cartLines.deleteMany((q) => q.where({ customerAlias: 'cus-siti-rahayu' }));
    expect(await loadSnapshot(snapshot)).toBe(true);
    expect(db.mailbox.count()).toBe(0);
    expect(
      db.cartLines.findMany((q) => q.where({ customerAlias: 'cus-siti-rahayu' })),
    ).toHaveLength(2);
    expect(db.customers.count()).toBe(customers);
  });

  it('refuse a stale or damaged snapshot as a whole and leave the database as it was', async () => {
    const good = takeSnapshot();
    const products = db.products.count();
    const damaged = {
      ...good,
      collections: { ...good.collections, customers: [{ alias: 'broken' }] },
    };
    expect(await loadSnapshot(damaged)).toBe(false);
    expect(await loadSnapshot({ ...good, version: SNAPSHOT_VERSION + 1 })).toBe(false);
    expect(await loadSnapshot({ ...good, seed: 'an older seed' })).toBe(false);
    expect(await loadSnapshot('not a snapshot')).toBe(false);
    expect(await loadSnapshot(undefined)).toBe(false);
    expect(db.products.count()).toBe(products);
    expect(db.customers.count()).toBeGreaterThan(0);
  });
});
