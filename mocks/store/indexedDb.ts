// A tiny key-value store on IndexedDB. IndexedDB rather than localStorage because the
// storefront wipes local and session storage on logout and on every 401, and the mock
// gateway's data must outlive both, like a real server's.

const DB_NAME = 'kopi-mock-gateway';
const STORE = 'kv';

/** False where there is none, and where the user blocks site data (reading it throws). */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined';
  } catch {
    return false;
  }
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Cannot open IndexedDB ${DB_NAME}`));
    request.onblocked = () => reject(new Error(`IndexedDB ${DB_NAME} is blocked by another tab`));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        // Resolve on commit, not on the request's success: only then is a write durable.
        transaction.oncomplete = () => resolve(request.result as T);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
      }),
  );
}

export function readKey<T>(key: string): Promise<T | undefined> {
  return run<T | undefined>('readonly', (store) => store.get(key));
}

export function writeKey(key: string, value: unknown): Promise<void> {
  return run<IDBValidKey>('readwrite', (store) => store.put(value, key)).then(() => undefined);
}
