// The browser store: edits in IndexedDB, shared by the service worker and the in-page fallback of one origin
// (a service worker is stopped when idle, so its memory cannot hold them). What is read back is checked (store.ts:
// checkEdits): a record a bug, an old version or a hand in DevTools left invalid is cut down to its valid part, with
// a console warning, and written back so, instead of failing every request for its layer on every visit.
import { createStore, get, update, clear, type UseStore } from 'idb-keyval';
import { checkEdits, type FeatureStore, type LayerEdits } from './store.ts';

/** Where the edits live: one database per origin, one record per layer. */
export const EDITS_DB = 'maplib-emulator';
export const EDITS_STORE = 'edits';

/** The IndexedDB operations the store uses (idb-keyval's), apart so that tests can stand in for IndexedDB. */
export interface EditsKeyValue {
  get(key: string): Promise<unknown>;
  /** Read-modify-write in one transaction. */
  update(key: string, fn: (old: unknown) => unknown): Promise<void>;
  clear(): Promise<void>;
}

export function idbStore(dbName = EDITS_DB, storeName = EDITS_STORE): FeatureStore {
  let db: UseStore | undefined;
  const use = () => (db ??= createStore(dbName, storeName));
  return persistedStore({ get: (key) => get(key, use()), update: (key, fn) => update(key, fn, use()), clear: () => clear(use()) });
}

/** A FeatureStore over persisted records, each checked as it is read. */
export function persistedStore(kv: EditsKeyValue, warn: (message: string) => void = (m) => console.warn(m)): FeatureStore {
  /** The valid part of a record; what was dropped is reported once per read. */
  const checked = (layer: string, value: unknown): { edits: LayerEdits | undefined; repaired: boolean } => {
    const { edits, dropped } = checkEdits(value);
    if (dropped.length) {
      warn(`MapLib emulator: the saved edits of layer "${layer}" were not valid; ${edits ? 'kept the rest, dropped' : 'dropped them all'}: ${dropped.join('; ')}. MapLib.resetEmulatedEdits() forgets every edit.`);
    }
    return { edits, repaired: dropped.length > 0 };
  };
  return {
    async get(layer) {
      const { edits, repaired } = checked(layer, await kv.get(layer));
      // Written back checked, so the warning is not repeated on every request (checked again: another host may have written since).
      if (repaired) await kv.update(layer, (current) => checkEdits(current).edits);
      return edits;
    },
    async update(layer, fn) {
      let next!: LayerEdits;
      await kv.update(layer, (old) => (next = fn(checked(layer, old).edits)));
      return next;
    },
    clear: () => kv.clear(),
  };
}

/**
 * Forgets every feature edit made through the emulated services in this origin (IndexedDB), so every service answers
 * from the bundled data again; the service worker and the in-page fallback read the edits on each request, so no
 * reload is needed. Without IndexedDB the edits live in the page's memory only, and go with it.
 */
export async function resetEmulatedEdits(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // idb-keyval's own clear, not idbStore(): maplib.js carries this function, and needs none of the checking above.
  await clear(createStore(EDITS_DB, EDITS_STORE));
}
