import { clearDatabase, collectionNames, db, schemas } from './collections';
import { hasIndexedDb, readKey, writeKey } from './indexedDb';
import { seedFingerprint } from './seed';

const SNAPSHOT_KEY = 'database';
/** Bump when a record schema changes: an older snapshot is then dropped and the seed reloads. */
export const SNAPSHOT_VERSION = 8;

export interface Snapshot {
  version: number;
  /** The seed the database grew from; a different seed means a fresh start. */
  seed: string;
  savedAt: number;
  collections: Record<string, unknown[]>;
}

/** Where the mock gateway keeps what must outlive a reload or a restart. */
export interface KeyValueStore {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
}

const indexedDbStore: KeyValueStore = { read: readKey, write: writeKey };

let store: KeyValueStore | null = null;
let pending: Promise<void> = Promise.resolve();

/**
 * Turned on by restoreDatabase(): in the browser on IndexedDB, in the HTTP mock server
 * (mocks/server) on a file. Vitest and Storybook never persist.
 */
export function enablePersistence(chosen?: KeyValueStore): boolean {
  store = chosen ?? (hasIndexedDb() ? indexedDbStore : null);
  return store !== null;
}

/** A saved value of the active store; nothing when persistence is off. */
export function readPersisted(key: string): Promise<unknown> {
  return store ? store.read(key) : Promise.resolve(undefined);
}

export function writePersisted(key: string, value: unknown): Promise<void> {
  return store ? store.write(key, value) : Promise.resolve();
}

export function takeSnapshot(): Snapshot {
  const collections: Record<string, unknown[]> = {};
  // JSON drops the collection's symbol-keyed bookkeeping and leaves plain records.
  for (const name of collectionNames)
    collections[name] = JSON.parse(JSON.stringify(db[name].all()));
  return { version: SNAPSHOT_VERSION, seed: seedFingerprint(), savedAt: Date.now(), collections };
}

/**
 * Replaces the whole database with a snapshot. Every record is checked first, so a stale or
 * damaged snapshot is refused as a whole and the database stays as it was.
 */
export async function loadSnapshot(snapshot: unknown): Promise<boolean> {
  if (!isSnapshot(snapshot) || snapshot.version !== SNAPSHOT_VERSION) return false;
  if (snapshot.seed !== seedFingerprint()) return false;
  for (const name of collectionNames) {
    const records = snapshot.collections[name];
    if (!Array.isArray(records)) return false;
    const schema = schemas[name];
    if (!records.every((record) => schema.safeParse(record).success)) return false;
  }
  clearDatabase();
  for (const name of collectionNames) {
    const collection = db[name] as { create(values: unknown): Promise<unknown> };
    for (const record of snapshot.collections[name] ?? []) await collection.create(record);
  }
  return true;
}

/**
 * Writes the database as it is now. The snapshot is taken synchronously, and writes are
 * chained, so the last call always wins even when IndexedDB commits slowly.
 */
export function saveDatabase(): Promise<void> {
  if (!store) return pending;
  const snapshot = takeSnapshot();
  pending = pending
    .then(() => writePersisted(SNAPSHOT_KEY, snapshot))
    .catch((error: unknown) => console.warn('[mock gateway] could not save the database', error));
  return pending;
}

export function readSavedSnapshot(): Promise<unknown> {
  return readPersisted(SNAPSHOT_KEY);
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Snapshot>;
  return typeof candidate.version === 'number' && typeof candidate.collections === 'object';
}
