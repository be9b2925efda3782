import { clearDatabase } from './collections';
import {
  enablePersistence,
  type KeyValueStore,
  loadSnapshot,
  readSavedSnapshot,
  saveDatabase,
} from './persistence';
import { seedDatabase } from './seed';

/**
 * Back to the seed, dated from now. Vitest calls it before every test and Storybook before
 * every story; the dev panel's reset calls it too, and then it is saved.
 */
export async function resetDatabase(): Promise<void> {
  clearDatabase();
  await seedDatabase(new Date());
  await saveDatabase();
}

/**
 * Starts persisting (to IndexedDB in a browser, or to the given store) and loads what was saved before, or the
 * seed when nothing usable was. From then on every successful change is saved.
 */
export async function restoreDatabase(store?: KeyValueStore): Promise<'restored' | 'seeded'> {
  if (enablePersistence(store)) {
    try {
      if (await loadSnapshot(await readSavedSnapshot())) return 'restored';
    } catch (error) {
      console.warn('[mock gateway] the saved database could not be read; reseeding', error);
    }
  }
  await resetDatabase();
  return 'seeded';
}
