/**
 * Where the scanner keeps what it needs offline (the device's token and state, the queue of
 * redemptions made offline): one IndexedDB object store of keys and values. Kept on the device
 * only; `memoryStore` is the same for the unit tests.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(structuredClone(values.get(key)) as T | undefined),
    set: (key, value) => {
      values.set(key, structuredClone(value));
      return Promise.resolve();
    },
    delete: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}

const OBJECTS = 'kv';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB failed'));
  });
}

export function indexedDbStore(name = 'playdesk-redeem'): KeyValueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    if (!opened) {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(OBJECTS);
      opened = request(open);
      opened.catch(() => {
        opened = null;
      });
    }
    return opened;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (objects: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const tx = (await db()).transaction(OBJECTS, mode);
    const result = await request(work(tx.objectStore(OBJECTS)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted'));
    });
    return result;
  };
  return {
    get: <T>(key: string) => run('readonly', (o) => o.get(key) as IDBRequest<T | undefined>),
    set: async (key, value) => {
      await run('readwrite', (o) => o.put(value, key));
    },
    delete: async (key) => {
      await run('readwrite', (o) => o.delete(key));
    },
  };
}
