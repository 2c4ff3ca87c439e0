// The browser store: edits in IndexedDB, shared by the service worker and the in-page fallback of one origin
// (a service worker is stopped when idle, so its memory cannot hold them).
import { createStore, get, update, clear, type UseStore } from 'idb-keyval';
import type { FeatureStore, LayerEdits } from './store.ts';

export function idbStore(dbName = 'maplib-emulator', storeName = 'edits'): FeatureStore {
  let db: UseStore | undefined;
  const use = () => (db ??= createStore(dbName, storeName));
  return {
    get: (layer) => get<LayerEdits>(layer, use()),
    async update(layer, fn) {
      let next!: LayerEdits;
      await update<LayerEdits>(layer, (old) => (next = fn(old)), use());
      return next;
    },
    clear: () => clear(use()),
  };
}
