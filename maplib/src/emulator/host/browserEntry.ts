// Entry of maplib-emulator.js (classic script): the handlers, renderer and data loader as window.MapLibEmulator,
// loaded by the in-page fallback on the first emulated request.
import { createEmulator } from '../router.ts';
import { loadEmulatorData } from '../data/load.ts';
import { idbStore } from '../idbStore.ts';
import { memoryStore } from '../store.ts';

(globalThis as any).MapLibEmulator = { createEmulator, loadEmulatorData, idbStore, memoryStore };
